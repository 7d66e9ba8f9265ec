import { describe, expect, it } from 'vitest';
import {
  DIGEST_LINES,
  digestMail,
  ESSENTIAL_MAIL_NOTE,
  MAIL_NAME_MAX,
  passwordResetMail,
  plainName,
  receiptMail,
  saleMail,
  withUnsubscribe,
} from './templates';

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

describe('what a mail says about turning it off (issue 50 §4)', () => {
  const links = {
    page: 'https://crafti.test/unsubscribe?token=t',
    oneClick: 'https://crafti.test/api/email-unsubscribe?token=t',
  };

  it('gives a mail a person may turn off the RFC 8058 headers and a link to the page under its text', () => {
    const mail = withUnsubscribe(
      saleMail('a@example.test', 'Ana', { buyerName: 'Ben', lines: [line], amount: '₱1' }, 'https://crafti.test/o'),
      links,
      'orders',
    );
    expect(mail.headers).toEqual([
      { name: 'List-Unsubscribe', value: `<${links.oneClick}>` },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ]);
    expect(mail.text).toContain(`Unsubscribe: ${links.page}`);
    expect(mail.html).toContain('Unsubscribe from e-mails about orders');
    expect(mail.html.trimEnd()).toMatch(/<\/html>$/);
  });

  it('says on essential mail why it cannot be turned off, and gives it no unsubscribe', () => {
    const reset = passwordResetMail('a@example.test', 'Ana', 'https://crafti.test/r');
    const receipt = receiptMail(
      'a@example.test',
      'Ana',
      { lines: [line], subtotal: '₱1', fee: '₱0', total: '₱1', reference: 'r' },
      'https://crafti.test/o',
    );
    expect(reset.text).toContain(ESSENTIAL_MAIL_NOTE.account);
    expect(receipt.text).toContain(ESSENTIAL_MAIL_NOTE.money);
    expect(receipt.html).toContain('it is a record of money paid or returned');
    expect(reset.headers).toBeUndefined();
    expect(receipt.headers).toBeUndefined();
  });

  it("sums up a digest's notices once each with their count, and caps the lines", () => {
    const notices = [
      'New message from Ana Cruz',
      'New message from Ana Cruz',
      'A new proposal',
      ...Array.from({ length: 12 }, (_, i) => `Notice ${i}`),
    ];
    const mail = digestMail('a@example.test', 'Ben', notices, 'https://crafti.test/n');
    expect(mail.subject).toBe('You have 15 unread notifications on Crafti');
    expect(mail.text).toContain('New message from Ana Cruz (2)');
    expect(mail.text).toContain(`…and ${14 - DIGEST_LINES} more.`);
    expect(mail.text.match(/Notice \d+/g)).toHaveLength(DIGEST_LINES - 2);
  });
});
