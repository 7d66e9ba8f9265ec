import { describe, expect, it } from 'vitest';
import { esc, jsonLd } from './html';
import { monthsSince } from './sitemap';

describe('the public pages’ HTML', () => {
  it('escapes text and attribute values, and JSON-LD that nothing in it can close its script', () => {
    expect(esc(`<img src=x onerror="alert('1')">&`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;',
    );
    const text = jsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it("names a sitemap part for every month from the first entry's to now", () => {
    expect(monthsSince('2025-11-30T23:59:59.000Z', new Date('2026-02-01T00:00:00Z'))).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(monthsSince('2026-11-01T00:00:00.000Z', new Date('2026-11-29T00:00:00Z'))).toEqual(['2026-11']);
  });
});
