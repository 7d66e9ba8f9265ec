import { describe, expect, it } from 'vitest';
import { formatPeso, pesosToCentavos, platformFee } from './money';

describe('pesosToCentavos', () => {
  it("takes the spec's 2-decimal amounts, as numbers or text", () => {
    expect(pesosToCentavos(1500)).toBe(150_000);
    expect(pesosToCentavos('1500.5')).toBe(150_050);
    expect(pesosToCentavos('1,500.50')).toBe(150_050);
    expect(pesosToCentavos(0.01)).toBe(1);
  });

  it('refuses more decimals, zero, negatives, NaN, text and absurd amounts', () => {
    for (const bad of [
      '1.234',
      0,
      '0.00',
      -5,
      '-5',
      Number.NaN,
      Infinity,
      'abc',
      '',
      null,
      undefined,
      10_000_000.01,
      '1e5',
    ]) {
      expect(pesosToCentavos(bad), String(bad)).toBeNull();
    }
    expect(pesosToCentavos(10_000_000)).toBe(1_000_000_000);
  });
});

describe('formatPeso and platformFee', () => {
  it('shows pesos with the sign and thousands separators', () => {
    expect(formatPeso(150_050)).toBe('₱1,500.50');
  });

  it('prints what the en-PH currency format prints, for every size of amount', () => {
    const intl = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' });
    const amounts = [
      0, 1, 5, 99, 100, 1_000, 99_999, 100_000, 123_456_789, 1_000_000_000, -150_050, -1, 12.4, 12.5, 12.6, 99.5,
    ];
    for (let i = 0; i < 500; i++) amounts.push(Math.floor(Math.random() * 10 ** Math.ceil(Math.random() * 12)));
    for (const centavos of amounts)
      expect(formatPeso(centavos), `${centavos}`).toBe(intl.format(Math.round(centavos) / 100));
  });

  it('rounds the 5% fee to the centavo', () => {
    expect(platformFee(150_050)).toBe(7_503);
  });
});
