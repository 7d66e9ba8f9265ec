import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { routeGroups } from '@shared/api/routes';

/**
 * Lambda bundle budgets (DESIGN.md §11), each function bundled as CDK bundles it (esbuild,
 * minified, AWS SDK v3 included):
 *   - compressed (what Lambda downloads on a cold start, as in the deployment zip): 400 kB
 *   - minified: 1,500 kB.
 * DESIGN.md aims at 250 kB, but the DynamoDB client alone is ~510 kB minified (~150 kB
 * zipped) at SDK v3.11xx, and ElectroDB adds ~220 kB, so a function that touches the table
 * starts near 860 kB. These ceilings leave room for the Cognito/SES/S3 clients and catch
 * regressions such as a namespace import that defeats tree-shaking
 * (`import { z } from 'zod'` instead of `import * as z from 'zod'` adds 360 kB).
 *
 * A function that ships a native package beside its bundle (CDK `bundling.nodeModules`, see
 * infra/stacks/crafti-stack.ts) is measured without it, as CDK bundles it, and the package's
 * installed size is reported apart. No other function may pull such a package into its bundle.
 */
const COMPRESSED_BUDGET_KB = 400;
const MINIFIED_BUDGET_KB = 1500;
const root = path.resolve(import.meta.dirname, '../..');
const entries = [...routeGroups.map((g) => `functions/api/${g}/handler.ts`), 'functions/ws/handler.ts', 'functions/events/object-created.ts'];
/** Per entry, what CDK installs beside the bundle instead of bundling it (`nodeModules`). */
const NODE_MODULES: Record<string, string[]> = { 'functions/events/object-created.ts': ['sharp'] };
/** The native packages, with what npm installs for them on linux-x64. */
const NATIVE_PACKAGES: Record<string, string[]> = { sharp: ['sharp', '@img/colour', '@img/sharp-linux-x64', '@img/sharp-libvips-linux-x64', 'detect-libc'] };

/** Bytes of a directory's files as they are and deflated one by one (about their size in a zip). */
function directorySize(dir: string): { raw: number; zipped: number } {
  if (!fs.existsSync(dir)) return { raw: 0, zipped: 0 };
  return fs.readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) {
        const inner = directorySize(full);
        return { raw: sum.raw + inner.raw, zipped: sum.zipped + inner.zipped };
      }
      if (!e.isFile()) return sum;
      const bytes = fs.readFileSync(full);
      return { raw: sum.raw + bytes.length, zipped: sum.zipped + zlib.deflateRawSync(bytes).length };
    },
    { raw: 0, zipped: 0 },
  );
}

function nativeSizeText(names: string[]): string {
  const sizes = names.flatMap((name) => NATIVE_PACKAGES[name] ?? [name]).map((dir) => directorySize(path.join(root, 'node_modules', dir)));
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  const raw = sizes.reduce((sum, s) => sum + s.raw, 0);
  const zipped = sizes.reduce((sum, s) => sum + s.zipped, 0);
  return `  + ${names.join(', ')} beside it: ${mb(raw)} MB, ${mb(zipped)} MB zipped (not budgeted)`;
}

let over = false;
for (const entry of entries) {
  const external = NODE_MODULES[entry] ?? [];
  const result = await build({
    entryPoints: [path.join(root, entry)],
    bundle: true,
    minify: true,
    platform: 'node',
    target: 'node22',
    format: 'cjs',
    write: false,
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'error',
    external,
    metafile: true,
  });
  const code = result.outputFiles[0]!.contents;
  const minKb = code.length / 1024;
  const zipKb = zlib.deflateRawSync(code, { level: 9 }).length / 1024;
  const bundledNative = Object.keys(NATIVE_PACKAGES).filter((name) =>
    Object.keys(result.metafile.inputs).some((input) => input.includes(`node_modules/${name}/`)),
  );
  const bad = minKb > MINIFIED_BUDGET_KB || zipKb > COMPRESSED_BUDGET_KB || bundledNative.length > 0;
  over ||= bad;
  const beside = external.length ? nativeSizeText(external) : '';
  const problems = [...(minKb > MINIFIED_BUDGET_KB || zipKb > COMPRESSED_BUDGET_KB ? ['OVER BUDGET'] : []), ...bundledNative.map((name) => `BUNDLES ${name}`)];
  console.log(`${minKb.toFixed(1).padStart(8)} kB min ${zipKb.toFixed(1).padStart(7)} kB zipped  ${entry}${beside}${problems.length ? `  ${problems.join(', ')}` : ''}`);
}
console.log(`Budgets: ${COMPRESSED_BUDGET_KB} kB zipped, ${MINIFIED_BUDGET_KB} kB minified per function`);
if (over) process.exit(1);
