import { describe, expect, it } from 'vitest';
import { notificationOf, tabToOpen } from './push';

/** What the worker makes of a push and of a tap (./push.ts); the browser walk is tests/e2e/pwa.spec.ts. */
describe("the worker's notifications", () => {
  it('shows our payload with its tag, and a tap leads to its page', () => {
    expect(
      notificationOf({ title: 'New message', body: 'New message from Ana', url: '/messages?c=a', tag: 'message:a' }),
    ).toEqual({
      title: 'New message',
      options: expect.objectContaining({
        body: 'New message from Ana',
        tag: 'message:a',
        renotify: true,
        data: { url: '/messages?c=a' },
      }) as object,
    });
  });

  it('shows nothing for a push that is not ours, or that would lead off the site', () => {
    expect(notificationOf(null)).toBeNull();
    expect(notificationOf({ title: 'x' })).toBeNull();
    expect(notificationOf({ title: 'x', body: '', url: 'https://evil.test/', tag: 't' })).toBeNull();
    expect(notificationOf({ title: 'x', body: '', url: '//evil.test/', tag: 't' })).toBeNull();
  });

  it("takes the site's tab in front, else any of the site's, never another site's", () => {
    const tab = (url: string, visibilityState: DocumentVisibilityState) => ({ url, visibilityState });
    const hidden = tab('https://crafti.test/cart', 'hidden');
    const front = tab('https://crafti.test/dashboard', 'visible');
    const other = tab('https://other.test/', 'visible');
    expect(tabToOpen([hidden, front, other], 'https://crafti.test')).toBe(front);
    expect(tabToOpen([other, hidden], 'https://crafti.test')).toBe(hidden);
    expect(tabToOpen([other], 'https://crafti.test')).toBeUndefined();
  });
});
