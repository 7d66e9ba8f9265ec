import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own config (eslint.config.js), as `npm run lint` runs it, without the rules that
// need type information: they build a TypeScript program per file (tens of seconds here) and have
// nothing to do with imports.
const eslint = new ESLint({
  cwd: path.resolve(import.meta.dirname, '..'),
  overrideConfig: {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});

/** The boundary rule's messages for `code` written in `filePath` (an existing file, so every rule can parse it). */
async function crossings(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'crafti/web-boundaries').map((m) => m.message);
}

const IN_CART = 'web/src/features/cart/routes/cart.tsx';

describe('crafti/web-boundaries', () => {
  it("refuses a feature's import of another feature, by alias or by relative path", async () => {
    expect(
      await crossings("import { useArt } from '@web/features/arts/api';\nexport const x = useArt;\n", IN_CART),
    ).toEqual([
      'features/cart may not import features/arts: features stand alone; move what both use to @web/api (data) or @web/components (UI).',
    ]);
    expect(
      await crossings("import { useArt } from '../../arts/api';\nexport const x = useArt;\n", IN_CART),
    ).toHaveLength(1);
    expect(await crossings("export { useArt } from '../../arts/api';\n", IN_CART)).toHaveLength(1);
  });

  it('refuses a lazy import of another feature and an import of the app', async () => {
    expect(
      await crossings("export const tab = () => import('@web/features/orders/components/orders-tab');\n", IN_CART),
    ).toHaveLength(1);
    expect(await crossings("import { App } from '@web/app/app';\nexport const x = App;\n", IN_CART)).toEqual([
      'features/cart may not import app/: the app puts features together, not the other way round.',
    ]);
  });

  it('lets a feature import its own files and the shared layers', async () => {
    const code = [
      "import { useCart } from '@web/api/cart';",
      "import { Pager } from '@web/components/ui/pager';",
      "import { call } from '@web/lib/api-client';",
      "import { useRemoveFromCart } from '../api';",
      "import { CartGroup } from '@web/features/cart/components/cart-group';",
      'export const all = [useCart, Pager, call, useRemoveFromCart, CartGroup];',
      '',
    ].join('\n');
    expect(await crossings(code, IN_CART)).toEqual([]);
  });

  it('refuses a shared layer importing a feature, and lets the app put features together', async () => {
    expect(
      await crossings("export { useArt } from '@web/features/arts/api';\n", 'web/src/components/footer.tsx'),
    ).toEqual(['components/ is shared by every feature and may not import features/arts.']);
    expect(await crossings("export { useArt } from '../features/arts/api';\n", 'web/src/lib/link.tsx')).toHaveLength(1);
    expect(
      await crossings(
        "export const page = () => import('@web/features/arts/routes/art-detail');\n",
        'web/src/app/router.tsx',
      ),
    ).toEqual([]);
  });
});
