import { describe, expect, it } from 'vitest';
import { MODERATION_NOTIFICATIONS, sentence } from './moderation';

describe('moderation notices', () => {
  it('end a reason with one full stop, whether the admin typed one or not', () => {
    expect(MODERATION_NOTIFICATIONS.hidden('post', 'Links to other shops are not allowed.').body).toBe(
      'An admin hid your post: Links to other shops are not allowed. You can appeal from Moderation decisions.',
    );
    expect(MODERATION_NOTIFICATIONS.hidden('post', 'Links to other shops are not allowed').body).toBe(
      'An admin hid your post: Links to other shops are not allowed. You can appeal from Moderation decisions.',
    );
    expect(MODERATION_NOTIFICATIONS.warned('Be kind in comments!').body).toBe(
      'Be kind in comments! You can appeal from Moderation decisions.',
    );
    expect(sentence('  Spam.  ')).toBe('Spam.');
  });
});
