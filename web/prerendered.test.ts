import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptSources, precompressedUri, shellWithConfig } from './prerendered';

const shell =
  '<head><script type="application/json" id="crafti-config">__CRAFTI_CONFIG__</script><script>go()</script></head>';

describe('the shell as served', () => {
  it('carries the configuration in place of the placeholder, with no "<" that could end its element', () => {
    const served = shellWithConfig(
      shell,
      JSON.stringify({ apiUrl: 'https://api.example/</script><script>alert(1)//' }),
    );
    expect(served).toContain(
      'id="crafti-config">{"apiUrl":"https://api.example/\\u003c/script>\\u003cscript>alert(1)//"}</script>',
    );
    expect(served.match(/<script/g)).toHaveLength(2);
    // A JSON parser reads \u003c back as "<".
    expect(JSON.parse(served.split('id="crafti-config">')[1]!.split('</script>')[0]!).apiUrl).toBe(
      'https://api.example/</script><script>alert(1)//',
    );
  });

  it('is left as it is when it has no placeholder', () => {
    expect(shellWithConfig('<head></head>', '{}')).toBe('<head></head>');
  });

  it("gives the CSP source of each inline script it runs (not the configuration's JSON element)", () => {
    const hash = createHash('sha256').update('go()').digest('base64');
    expect(inlineScriptSources(shell)).toEqual([`'sha256-${hash}'`]);
    expect(inlineScriptSources('<head><script src="/a.js"></script></head>')).toEqual([]);
  });
});

describe("a hashed asset's brotli copy", () => {
  it('is what a browser that takes brotli is answered with, for scripts, styles and SVGs under /assets/', () => {
    expect(precompressedUri('/assets/app-abc.js', 'gzip, deflate, br')).toBe('/assets/app-abc.js.br');
    expect(precompressedUri('/assets/app-abc.css', 'br;q=1.0, gzip;q=0.8')).toBe('/assets/app-abc.css.br');
    expect(precompressedUri('/assets/icons-abc.svg', 'br')).toBe('/assets/icons-abc.svg.br');
  });

  it('is not what other clients, other files or other paths get', () => {
    expect(precompressedUri('/assets/app-abc.js', 'gzip, deflate')).toBe('/assets/app-abc.js');
    expect(precompressedUri('/assets/app-abc.js', undefined)).toBe('/assets/app-abc.js');
    expect(precompressedUri('/assets/hero-abc.webp', 'br')).toBe('/assets/hero-abc.webp');
    expect(precompressedUri('/app.js', 'br')).toBe('/app.js');
    expect(precompressedUri('/assets/sub/app-abc.js', 'br')).toBe('/assets/sub/app-abc.js');
    expect(precompressedUri('/explore', 'br')).toBe('/explore');
  });
});
