import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chakraResetCss, cssProperty, layeredCss } from './reset-css';

describe('the reset stylesheet', () => {
  it('spells properties as CSS does', () => {
    expect(cssProperty('WebkitTextSizeAdjust')).toBe('-webkit-text-size-adjust');
    expect(cssProperty('msOverflowStyle')).toBe('-ms-overflow-style');
    expect(cssProperty('--font-fallback')).toBe('--font-fallback');
    expect(cssProperty('lineHeight')).toBe('line-height');
  });

  it('writes flat rules inside the layer, with the -webkit- twin Safari needs', () => {
    expect(layeredCss('reset', { a: { color: 'inherit', textDecoration: 'inherit' }, html: { lineHeight: 1.5 } })).toBe(
      '@layer reset{a{color:inherit;-webkit-text-decoration:inherit;text-decoration:inherit}html{line-height:1.5}}',
    );
    expect(() => layeredCss('reset', { a: { '&:hover': { color: 'red' } } as never })).toThrow(/nested rule under a/);
  });

  it("is Chakra's own reset", async () => {
    const css = await chakraResetCss(path.join(import.meta.dirname, '..'));
    expect(css).toMatch(/^@layer reset\{html\{line-height:1\.5;/);
    expect(css).toContain('*{margin:0px;padding:0px;font:inherit;');
    expect(css).toContain("button, [type='button'], [type='reset'], [type='submit']{");
  });
});
