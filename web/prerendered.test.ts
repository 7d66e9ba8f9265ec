import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptSources, shellWithConfig } from './prerendered';

const shell = '<head><script type="application/json" id="crafti-config">__CRAFTI_CONFIG__</script><script>go()</script></head>';

describe('the shell as served', () => {
  it('carries the configuration in place of the placeholder, with no "<" that could end its element', () => {
    const served = shellWithConfig(shell, JSON.stringify({ apiUrl: 'https://api.example/</script><script>alert(1)//' }));
    expect(served).toContain('id="crafti-config">{"apiUrl":"https://api.example/\\u003c/script>\\u003cscript>alert(1)//"}</script>');
    expect(served.match(/<script/g)).toHaveLength(2);
    // A JSON parser reads \u003c back as "<".
    expect(JSON.parse(served.split('id="crafti-config">')[1]!.split('</script>')[0]!).apiUrl).toBe('https://api.example/</script><script>alert(1)//');
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
