import { describe, expect, it } from 'vitest';
import { trimLibraryCode } from './trim-library-metadata';

describe('trimLibraryCode', () => {
  it('drops top-level displayName statements and marks component factories pure', () => {
    const code = [
      'var Form = React10.forwardRef(() => null);',
      'Form.displayName = "Form";',
      'const Ctx = createContext(null);',
      "Ctx.displayName = 'Ctx';",
    ].join('\n');
    expect(trimLibraryCode(code)).toBe(
      [
        'var Form = /* @__PURE__ */ React10.forwardRef(() => null);',
        '',
        'const Ctx = /* @__PURE__ */ createContext(null);',
        '',
      ].join('\n'),
    );
  });

  it('leaves definitions, methods of other objects, indented code and annotated calls alone', () => {
    const code = [
      'function memo(fn) { return fn; }',
      'const a = cache.memo(fn);',
      'const b = /* @__PURE__ */ React.memo(C);',
      'function f() {',
      '  C.displayName = "C";',
      '}',
      'C.displayName = name;',
    ].join('\n');
    expect(trimLibraryCode(code)).toBe(code);
  });
});
