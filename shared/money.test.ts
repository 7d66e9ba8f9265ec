import { describe, expect, it } from 'vitest';
import { formatPeso, pesosToCentavos, platformFee } from './money';

describe('pesosToCentavos', () => {
  it('takes the spec\'s 2-decimal amounts, as numbers or text', () => {
    expect(pesosToCentavos(1500)).toBe(150_000);
    expect(pesosToCentavos('1500.5')).toBe(150_050);
    expect(pesosToCentavos('1,500.50')).toBe(150_050);
    expect(pesosToCentavos(0.01)).toBe(1);
  });

  it('refuses more decimals, zero, negatives, NaN, text and absurd amounts', () => {
    for (const bad of ['1.234', 0, '0.00', -5, '-5', Number.NaN, Infinity, 'abc', '', null, undefined, 10_000_000.01, '1e5']) {
      expect(pesosToCentavos(bad), String(bad)).toBeNull();
    }
    expect(pesosToCentavos(10_000_000)).toBe(1_000_000_000);
  });
});

describe('formatPeso and platformFee', () => {
  it('shows pesos with the sign and thousands separators', () => {
    expect(formatPeso(150_050)).toBe('₱1,500.50');
  });

  it('rounds the 5% fee to the centavo', () => {
    expect(platformFee(150_050)).toBe(7_503);
  });
});
