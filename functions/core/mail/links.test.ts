import { describe, expect, it } from 'vitest';
import { LINK_DAYS, signUnsubscribe, verifyUnsubscribe } from './links';

const SECRET = 'unit-mail-link-secret-0123456789';
const NOW = new Date('2026-11-29T08:00:00Z');

describe('unsubscribe links (issue 50 §4)', () => {
  it('verifies what it signed: the person, the kinds, a nonce of its own per link', () => {
    const one = signUnsubscribe('u-ana', ['messages', 'jobs'], NOW, SECRET);
    const two = signUnsubscribe('u-ana', ['messages', 'jobs'], NOW, SECRET);
    const claim = verifyUnsubscribe(one, NOW, SECRET);
    expect(claim).toMatchObject({ userId: 'u-ana', kinds: ['messages', 'jobs'] });
    expect(claim!.nonce).not.toBe(verifyUnsubscribe(two, NOW, SECRET)!.nonce);
  });

  it('refuses a token changed to name another person or kind, signed with another secret, or aged out', () => {
    const token = signUnsubscribe('u-ana', ['community'], NOW, SECRET);
    const [payload, signature] = token.split('.');
    const claim = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = (change: Record<string, unknown>) =>
      `${Buffer.from(JSON.stringify({ ...claim, ...change })).toString('base64url')}.${signature}`;
    expect(verifyUnsubscribe(forged({ u: 'u-ben' }), NOW, SECRET)).toBeNull();
    expect(verifyUnsubscribe(forged({ k: ['community', 'orders'] }), NOW, SECRET)).toBeNull();
    expect(verifyUnsubscribe(token, NOW, 'another-secret-0123456789')).toBeNull();
    const later = new Date(NOW.getTime() + (LINK_DAYS + 1) * 86_400_000);
    expect(verifyUnsubscribe(token, later, SECRET)).toBeNull();
    for (const junk of ['', 'abc', `${payload}.`, `${payload}.${signature}.x`, `x.${signature}`]) {
      expect(verifyUnsubscribe(junk, NOW, SECRET)).toBeNull();
    }
  });

  it('refuses a signed token naming a kind that cannot be turned off', () => {
    // Signed by the right secret, but essential mail has no kind to turn off.
    const token = signUnsubscribe('u-ana', ['moderation' as never], NOW, SECRET);
    expect(verifyUnsubscribe(token, NOW, SECRET)).toBeNull();
  });
});
