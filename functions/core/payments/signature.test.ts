import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signPaymongoPayload, verifyPaymongoSignature } from './signature';

const secret = 'whsk_test_secret';
const body = JSON.stringify({
  data: { id: 'evt_1', type: 'event', attributes: { type: 'checkout_session.payment.paid' } },
});
const now = 1_800_000_000;

describe('verifyPaymongoSignature', () => {
  it('accepts a test-mode header computed as PayMongo documents it: HMAC-SHA256 of "t.rawBody", hex, in te', () => {
    const te = createHmac('sha256', secret).update(`${now}.${body}`).digest('hex');
    expect(verifyPaymongoSignature(`t=${now},te=${te},li=`, body, secret, { nowSeconds: now })).toEqual({ ok: true });
  });

  it('accepts what signPaymongoPayload makes, in test and live mode', () => {
    expect(verifyPaymongoSignature(signPaymongoPayload(body, secret, now), body, secret, { nowSeconds: now })).toEqual({
      ok: true,
    });
    const live = signPaymongoPayload(body, secret, now, true);
    expect(verifyPaymongoSignature(live, body, secret, { nowSeconds: now, livemode: true })).toEqual({ ok: true });
  });

  it('checks only the signature of the mode it is told: a test signature does not pass as live', () => {
    const header = signPaymongoPayload(body, secret, now);
    expect(verifyPaymongoSignature(header, body, secret, { nowSeconds: now, livemode: true })).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('reports a missing header as missing', () => {
    expect(verifyPaymongoSignature(undefined, body, secret)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyPaymongoSignature('  ', body, secret)).toEqual({ ok: false, reason: 'missing' });
  });

  it.each([
    ['garbage', 'nonsense'],
    ['no timestamp', `te=${'a'.repeat(64)},li=`],
    ['a timestamp that is not a number', `t=soon,te=${'a'.repeat(64)},li=`],
    ['a signature that is not hex', `t=${now},te=${'z'.repeat(64)},li=`],
    ['a short signature', `t=${now},te=abcd,li=`],
    ['an empty test signature', `t=${now},te=,li=${'a'.repeat(64)}`],
  ])('reports %s as malformed', (_what, header) => {
    expect(verifyPaymongoSignature(header, body, secret, { nowSeconds: now })).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('reports a changed body, another secret or another timestamp as a mismatch', () => {
    const header = signPaymongoPayload(body, secret, now);
    expect(verifyPaymongoSignature(header, body.replace('evt_1', 'evt_2'), secret, { nowSeconds: now })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifyPaymongoSignature(header, body, 'another secret', { nowSeconds: now })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(
      verifyPaymongoSignature(header.replace(`t=${now}`, `t=${now + 1}`), body, secret, { nowSeconds: now }),
    ).toEqual({
      ok: false,
      reason: 'mismatch',
    });
  });

  it('accepts a timestamp up to five minutes either way and refuses one further off as stale', () => {
    for (const offset of [-300, 300]) {
      expect(
        verifyPaymongoSignature(signPaymongoPayload(body, secret, now + offset), body, secret, { nowSeconds: now }).ok,
      ).toBe(true);
    }
    for (const offset of [-301, 301]) {
      expect(
        verifyPaymongoSignature(signPaymongoPayload(body, secret, now + offset), body, secret, { nowSeconds: now }),
      ).toEqual({
        ok: false,
        reason: 'stale',
      });
    }
  });

  it('takes another tolerance when told', () => {
    const header = signPaymongoPayload(body, secret, now - 30);
    expect(verifyPaymongoSignature(header, body, secret, { nowSeconds: now, toleranceSeconds: 10 })).toEqual({
      ok: false,
      reason: 'stale',
    });
  });

  it('uses the clock when no time is given', () => {
    const header = signPaymongoPayload(body, secret, Math.floor(Date.now() / 1000));
    expect(verifyPaymongoSignature(header, body, secret)).toEqual({ ok: true });
  });
});

describe('signPaymongoPayload', () => {
  it('puts the signature in te for test mode and in li for live mode, the other left empty', () => {
    expect(signPaymongoPayload(body, secret, now)).toMatch(new RegExp(`^t=${now},te=[0-9a-f]{64},li=$`));
    expect(signPaymongoPayload(body, secret, now, true)).toMatch(new RegExp(`^t=${now},te=,li=[0-9a-f]{64}$`));
  });
});
