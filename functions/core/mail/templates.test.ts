import { describe, expect, it } from 'vitest';
import { MAIL_NAME_MAX, passwordResetMail, plainName, receiptMail, saleMail } from './templates';

const HOSTILE = '"><svg onload=alert(1)>\u202eEvil\r\nBcc: x@example.test';
const line = { title: 'Sunset <b>', quantity: 1, amount: '₱1,500.00' };

describe('names in mails', () => {
  it('carries a hostile buyer name in the sale mail as plain, one-line text in both parts', () => {
    const mail = saleMail(
      'artist@example.test',
      'Ana',
      { buyerName: HOSTILE, lines: [line], amount: '₱1,500.00' },
      'https://crafti.test/t',
    );
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain('<svg');
      expect(part).not.toContain('\u202e');
      expect(part).not.toContain('Bcc: x@example.test\n');
    }
    expect(mail.text).toContain('svg onload=alert(1) Evil Bcc: x@example.test bought your art');
    expect(mail.text).not.toMatch(/[<>"]/);
    expect(mail.text).toContain('1 × Sunset b: ₱1,500.00');
  });

  it('caps a long name and strips markup from the first name of every mail that greets by name', () => {
    const long = 'A'.repeat(500);
    const reset = passwordResetMail('a@example.test', `${long}<script>`, 'https://crafti.test/r');
    const receipt = receiptMail(
      'a@example.test',
      '<img src=x>',
      { lines: [line], subtotal: '₱1', fee: '₱0', total: '₱1', reference: 'r' },
      'https://crafti.test/o',
    );
    expect(reset.text).toContain(`Hi ${'A'.repeat(MAIL_NAME_MAX - 1)}…, we received`);
    expect(reset.html).not.toContain('A'.repeat(MAIL_NAME_MAX));
    expect(receipt.text).toContain('Thank you, img src=x!');
    expect(receipt.html).not.toContain('<img');
  });

  it('keeps ordinary names as they are and falls back when nothing is left', () => {
    expect(plainName('  María  José ', 'there')).toBe('María José');
    expect(plainName('<>\u0000', 'there')).toBe('there');
  });
});
