import { build } from 'esbuild';
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
 */
const COMPRESSED_BUDGET_KB = 400;
const MINIFIED_BUDGET_KB = 1500;
const root = path.resolve(import.meta.dirname, '../..');
const entries = [...routeGroups.map((g) => `functions/api/${g}/handler.ts`), 'functions/ws/handler.ts', 'functions/events/object-created.ts'];

let over = false;
for (const entry of entries) {
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
  });
  const code = result.outputFiles[0]!.contents;
  const minKb = code.length / 1024;
  const zipKb = zlib.deflateRawSync(code, { level: 9 }).length / 1024;
  const bad = minKb > MINIFIED_BUDGET_KB || zipKb > COMPRESSED_BUDGET_KB;
  over ||= bad;
  console.log(`${minKb.toFixed(1).padStart(8)} kB min ${zipKb.toFixed(1).padStart(7)} kB zipped  ${entry}${bad ? '  OVER BUDGET' : ''}`);
}
console.log(`Budgets: ${COMPRESSED_BUDGET_KB} kB zipped, ${MINIFIED_BUDGET_KB} kB minified per function`);
if (over) process.exit(1);
