import type { Plugin } from 'vite';

/**
 * Lets unused library components drop out of the browser bundle. Libraries written for React
 * (React Router, Chakra, Ark) declare components as `const Form = forwardRef(...)` followed by
 * `Form.displayName = "Form"`: the un-annotated call and the property write both count as side
 * effects, so the bundler keeps every such component, used or not, and what it calls (React
 * Router's <Form> alone brings useSubmit and the form-encoding helpers). In library code only,
 * this removes the `displayName` statements (React reads them for dev-tools labels only) and marks
 * React's forwardRef, memo and createContext calls pure (they are: the result is all they do).
 */
const COMPONENT_NAME = /^\w+\.displayName = (?:"[^"\n]*"|'[^'\n]*');?$/gm;
const PURE_CALL =
  /(?<!@__PURE__ \*\/ |function )(?<![\w.$])((?:React\d*\.)?(?:forwardRef|memo|createContext|createAnatomy)\(|\w*[aA]natomy(?:\$\d+)?\.(?:build|extendWith|rename)\()/g;

export function trimLibraryCode(code: string): string {
  return code.replace(COMPONENT_NAME, '').replace(PURE_CALL, '/* @__PURE__ */ $1');
}

const LIBRARY_MODULE = /[\\/]node_modules[\\/].*\.m?js$/;

export function trimLibraryMetadata(): Plugin {
  return {
    name: 'crafti-trim-library-metadata',
    apply: 'build',
    transform(code, id) {
      if (!LIBRARY_MODULE.test(id)) return null;
      if (!/displayName|forwardRef|memo|createContext|[aA]natomy/.test(code)) return null;
      const trimmed = trimLibraryCode(code);
      return trimmed === code ? null : { code: trimmed, map: null };
    },
  };
}
