import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { webBoundariesConfig } from './web/eslint-boundaries.js';

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'web/dist', '.local', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-console': 'off',
      eqeqeq: ['error', 'smart'],
      // `import { z }` keeps all of zod (360 kB more per Lambda); `import * as z` tree-shakes.
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
          message: "Use `import * as z from 'zod'` so unused parts tree-shake.",
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Web code reaches the AWS SDK only through the API.
      'no-restricted-imports': [
        'error',
        {
          patterns: ['@aws-sdk/*', '@functions/*', 'electrodb'],
          // React Router's own links carry framework-mode prefetching this SPA never uses.
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: "Use Link / NavLink from '@web/lib/link'.",
            },
          ],
        },
      ],
    },
  },
  // Web features import no other feature (web/eslint-boundaries.js).
  webBoundariesConfig,
  {
    // Playwright fixtures take their dependencies as an (often empty) destructured object.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // Rules that need type information (issue 27): a promise nobody awaits loses its failure.
    // Deliberate fire-and-forget says so with `void`. Only the product's sources: over the whole
    // tree (tests, configs) typed linting took `npx eslint .` from 31 s to 3 min 25 s here.
    files: ['functions/**/*.ts', 'shared/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      // shared/ is pure TypeScript + zod, imported by both sides.
      'no-restricted-imports': [
        'error',
        { patterns: ['@aws-sdk/*', 'react', 'react-dom', '@functions/*', '@web/*', 'electrodb'] },
      ],
    },
  },
);
