import { describe, expect, it } from 'vitest';
import { COMMISSION_MESSAGES } from '@shared/messages/commissions';
import { releaseSplit } from './disputes';

describe('releaseSplit', () => {
  it('splits the held money into the release and the refund', () => {
    expect(releaseSplit('600', 100_000)).toEqual({ release: 60_000, refund: 40_000 });
    expect(releaseSplit('1,000.00', 100_000)).toEqual({ release: 100_000, refund: 0 });
    expect(releaseSplit('0', 100_000)).toEqual({ release: 0, refund: 100_000 });
    expect(releaseSplit('0.00', 100_000)).toEqual({ release: 0, refund: 100_000 });
    expect(releaseSplit(' 12.5 ', 100_000)).toEqual({ release: 1_250, refund: 98_750 });
  });
  it('refuses more than is held, a blank, and what is not pesos', () => {
    expect(releaseSplit('1000.01', 100_000)).toEqual({ error: COMMISSION_MESSAGES.releaseTooMuch });
    expect(releaseSplit('', 100_000)).toHaveProperty('error');
    expect(releaseSplit('-5', 100_000)).toHaveProperty('error');
    expect(releaseSplit('1.234', 100_000)).toHaveProperty('error');
    expect(releaseSplit('abc', 100_000)).toHaveProperty('error');
  });
});
