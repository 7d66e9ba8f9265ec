import path from 'node:path';

/**
 * `crafti/web-boundaries`: which part of web/src may import which (bulletproof-react's
 * `import/no-restricted-paths` zones, without the plugin). Every import is resolved to the file
 * it names, whether written `@web/...` or relative (`../../cart/...`), static, re-exported or a
 * dynamic `import()`, and then:
 *
 * - a feature (`features/<name>/`) imports only its own files and the shared layers
 *   (`api/`, `components/`, `lib/`), never another feature nor `app/`;
 * - the shared layers never import a feature nor `app/`;
 * - `app/` (router, layout) may import every feature: it is where features are put together.
 *
 * What several features use moves down: data (queries, mutations, query keys) to `web/src/api/`,
 * UI to `web/src/components/`.
 */

const WEB_SRC = path.resolve(import.meta.dirname, 'src');
const SHARED_LAYERS = new Set(['api', 'components', 'lib']);

/** The layer of a file under web/src: `features/<name>`, `app`, `api`, `components`, `lib`, or null outside them. */
function layerOf(file) {
  const relative = path.relative(WEB_SRC, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, feature] = relative.split(path.sep);
  if (top === 'features') return feature ? `features/${feature}` : null;
  return top === 'app' || SHARED_LAYERS.has(top) ? top : null;
}

/** The file an import names, or null for a package. */
function resolve(specifier, importer) {
  if (specifier.startsWith('@web/')) return path.join(WEB_SRC, specifier.slice('@web/'.length));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(importer), specifier);
  return null;
}

function refusal(from, to) {
  if (from === to) return null;
  if (from.startsWith('features/')) {
    if (to.startsWith('features/'))
      return `${from} may not import ${to}: features stand alone; move what both use to @web/api (data) or @web/components (UI).`;
    if (to === 'app') return `${from} may not import app/: the app puts features together, not the other way round.`;
    return null;
  }
  if (SHARED_LAYERS.has(from) && (to === 'app' || to.startsWith('features/')))
    return `${from}/ is shared by every feature and may not import ${to}.`;
  return null;
}

const webBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Web features import only themselves and the shared layers (api, components, lib); shared layers import no feature.',
    },
    schema: [],
    messages: { crossing: '{{why}}' },
  },
  create(context) {
    const from = layerOf(context.filename);
    if (!from) return {};
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolve(source.value, context.filename);
      const to = target && layerOf(target);
      const why = to && refusal(from, to);
      if (why) context.report({ node: source, messageId: 'crossing', data: { why } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/** The plugin and the config object that turns the rule on for web/src (eslint.config.js). */
export const webBoundariesConfig = {
  files: ['web/src/**/*.{ts,tsx}'],
  plugins: { crafti: { rules: { 'web-boundaries': webBoundaries } } },
  rules: { 'crafti/web-boundaries': 'error' },
};
