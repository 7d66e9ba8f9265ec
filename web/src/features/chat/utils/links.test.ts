import { describe, expect, it } from 'vitest';
import { linkify, safeHref } from './links';

const joined = (message: string) =>
  linkify(message)
    .map((p) => p.text)
    .join('');

describe('linkify', () => {
  it('leaves a message without addresses as one text part', () => {
    expect(linkify('Kumusta! See you Saturday.')).toEqual([{ type: 'text', text: 'Kumusta! See you Saturday.' }]);
    expect(linkify('')).toEqual([]);
  });

  it('makes http and https addresses links, keeping the text around them', () => {
    expect(linkify('My portfolio: https://example.ph/juan?tab=art#top and http://old.example.com')).toEqual([
      { type: 'text', text: 'My portfolio: ' },
      { type: 'link', text: 'https://example.ph/juan?tab=art#top', href: 'https://example.ph/juan?tab=art#top' },
      { type: 'text', text: ' and ' },
      { type: 'link', text: 'http://old.example.com', href: 'http://old.example.com/' },
    ]);
  });

  it('leaves sentence punctuation and an unmatched closing bracket outside the link', () => {
    expect(linkify('Look (https://example.ph/a).')).toEqual([
      { type: 'text', text: 'Look (' },
      { type: 'link', text: 'https://example.ph/a', href: 'https://example.ph/a' },
      { type: 'text', text: ').' },
    ]);
    expect(linkify('https://en.wikipedia.org/wiki/Banig_(mat), nice!')[0]).toEqual({
      type: 'link',
      text: 'https://en.wikipedia.org/wiki/Banig_(mat)',
      href: 'https://en.wikipedia.org/wiki/Banig_(mat)',
    });
  });

  it('never links other schemes: javascript:, data:, and look-alikes stay text', () => {
    for (const message of [
      'javascript:alert(1)',
      'click javascript://example.com/%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      'file:///etc/passwd',
      'ftp://example.com/file',
      'xhttps://example.com',
    ]) {
      expect(
        linkify(message).filter((p) => p.type === 'link'),
        message,
      ).toEqual([]);
      expect(joined(message)).toBe(message);
    }
  });

  it('does not let an address break out of the link with quotes or angle brackets', () => {
    const parts = linkify('https://example.com/"onmouseover="alert(1) <https://example.com/x>');
    expect(parts.filter((p) => p.type === 'link').map((p) => p.href)).toEqual([
      'https://example.com/',
      'https://example.com/x',
    ]);
  });

  it('refuses addresses with credentials or without a host', () => {
    expect(safeHref('https://user:pass@example.com/')).toBeNull();
    expect(safeHref('https://')).toBeNull();
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('HTTPS://EXAMPLE.COM/Path')).toBe('https://example.com/Path');
  });

  it('gives back the message exactly when the parts are joined', () => {
    const message = 'a https://x.ph/1, b (https://x.ph/2) c https://x.ph/3.';
    expect(joined(message)).toBe(message);
    expect(linkify(message).filter((p) => p.type === 'link')).toHaveLength(3);
  });
});
