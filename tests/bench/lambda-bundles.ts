import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { EnvKey } from '../../functions/core/config';
import {
  APP_FUNCTION_BUNDLING,
  FUNCTION_ENTRIES,
  functionBuildOptions,
  REPO_ROOT,
} from '../../infra/constructs/bundling';

/**
 * Lambda bundles (DESIGN.md §11, issue 9), each built exactly as AppFunction has CDK build it
 * (APP_FUNCTION_BUNDLING through esbuildOptions; tests/infra/lambda-bundling.test.ts checks the
 * bytes against CDK's own bundling), reported per function as
 *   - zipped: the deployment zip's size (each file deflated at level 9, plus the zip headers),
 *     budget 250 kB;
 *   - load: milliseconds to import the bundle in a fresh Node process, the median of RUNS runs:
 *     the module-evaluation part of a cold start (no network: the configuration is set, nothing
 *     is called).
 * A function that ships a native package beside its bundle (`bundling.nodeModules`, sharp) is
 * measured without it, as CDK bundles it, and the package's installed size is reported apart.
 *
 *   tsx tests/bench/lambda-bundles.ts               the table; exits 1 over budget
 *   tsx tests/bench/lambda-bundles.ts --maps <dir>  also writes each bundle with its source map to
 *                                                   <dir>/<function>/ to read a production stack trace
 */
const ZIPPED_BUDGET_KB = 250;
/**
 * Functions allowed more, each with why. api-addresses carries the PSGC's 42,011 barangays (their
 * codes and names, ~180 kB of its zip, functions/core/addresses/places-data.ts) to check an
 * address's code chain and store the official names: a copy in the table instead would cost a
 * seeding step per stage and a read per write, a fetch of the site's place files a network call
 * the function would trust. No other function carries them (places-data.test.ts).
 * api-checkout (305 kB) signs short-lived links to an order's private photos (the parcel, a refund
 * request's evidence) for its page: the S3 client and presigner (~100 kB of its zip) that the
 * upload functions carry too; the order page is the one place those photos are read.
 * PayMongo's keys and the Web Push key are read with one signed GetParameter each
 * (functions/core/ssm-parameter.ts), not the SSM client: that took ~14 kB off every function that
 * moves money (run-due-work 254 → 240, api-commissions 251 → 236, api-checkout 315 → 300), so
 * those two need no budget of their own any more.
 */
const OWN_BUDGETS_KB: Record<string, number> = {
  'api-addresses': 380,
  'api-checkout': 305,
};
const RUNS = Number(process.env.LAMBDA_LOAD_RUNS ?? 7);
/** The native packages, with what npm installs for them on linux-x64. */
const NATIVE_PACKAGES: Record<string, string[]> = {
  sharp: ['sharp', '@img/colour', '@img/sharp-linux-x64', '@img/sharp-libvips-linux-x64', 'detect-libc'],
};

/** What the functions read at cold start (functions/core/config.ts), with harmless values. */
const CONFIG_ENV = {
  STAGE: 'bench',
  LOG_LEVEL: 'silent',
  TABLE_NAME: 'crafti-bench',
  USER_POOL_ID: 'ap-southeast-1_bench',
  COGNITO_CLIENT_ID: 'bench',
  COGNITO_ISSUER: 'https://cognito-idp.ap-southeast-1.amazonaws.com/ap-southeast-1_bench',
  MEDIA_BUCKET: 'bench-media',
  DOCUMENTS_BUCKET: 'bench-documents',
  MEDIA_URL: 'https://media.bench.invalid',
  SITE_URL: 'https://site.bench.invalid',
  MAIL_FROM: 'Crafti <no-reply@crafti.example>',
  WS_CALLBACK_URL: 'https://ws.bench.invalid/bench',
  PAYMONGO_API_URL: 'https://api.paymongo.bench.invalid',
  SEARCH_URL: 'https://search.bench.invalid',
  EDGE_SECRET: 'bench-edge-secret-0123456789',
  MAIL_LINK_SECRET: 'bench-mail-link-secret-0123456789',
} satisfies Record<EnvKey, string>;
const FUNCTION_ENV = {
  ...CONFIG_ENV,
  AWS_REGION: 'ap-southeast-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

const args = process.argv.slice(2);
const mapsDir = args.includes('--maps') ? path.resolve(args[args.indexOf('--maps') + 1] ?? 'lambda-maps') : undefined;

/** A zip's size for these files: local header + central directory entry + deflated bytes each, and the end record. */
function zipSize(files: { name: string; bytes: Uint8Array }[]): number {
  return files.reduce(
    (sum, f) => sum + 30 + 46 + 2 * f.name.length + zlib.deflateRawSync(f.bytes, { level: 9 }).length,
    22,
  );
}

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
  const sizes = names
    .flatMap((name) => NATIVE_PACKAGES[name] ?? [name])
    .map((dir) => directorySize(path.join(REPO_ROOT, 'node_modules', dir)));
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  return `+ ${names.join(', ')} beside it: ${mb(sizes.reduce((s, x) => s + x.raw, 0))} MB, ${mb(sizes.reduce((s, x) => s + x.zipped, 0))} MB zipped (not budgeted)`;
}

/** Median milliseconds to import `file` in a fresh Node process. */
function medianLoadMs(file: string, cwd: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(`file://${file}`)}); process.stdout.write(String(performance.now() - t));`;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd,
      env: { PATH: process.env.PATH, ...FUNCTION_ENV },
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`${file} failed to load: ${run.stderr.slice(-1500)}`);
    times.push(Number(run.stdout));
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'crafti-lambda-bench-'));
let over = false;
const rows: string[] = [];
try {
  for (const fn of FUNCTION_ENTRIES) {
    const { name, nodeModules } = fn;
    const result = await build({
      ...functionBuildOptions(fn),
      write: false,
      metafile: true,
      outfile: path.join(work, name, 'index.mjs'),
    });
    const files = result.outputFiles.map((f) => ({ name: path.basename(f.path), bytes: f.contents }));
    const dir = path.join(work, name);
    fs.mkdirSync(dir, { recursive: true });
    for (const f of files) fs.writeFileSync(path.join(dir, f.name), f.bytes);
    const bundleKb = files.reduce((s, f) => s + f.bytes.length, 0) / 1024;
    const zipKb = zipSize(files) / 1024;
    // sharp stays outside, so its function loads without it here: stub the package for the import.
    for (const pkg of nodeModules) {
      fs.mkdirSync(path.join(dir, 'node_modules', pkg), { recursive: true });
      fs.writeFileSync(
        path.join(dir, 'node_modules', pkg, 'package.json'),
        JSON.stringify({ name: pkg, main: 'index.js' }),
      );
      fs.writeFileSync(
        path.join(dir, 'node_modules', pkg, 'index.js'),
        'module.exports = () => { throw new Error("stub"); };',
      );
    }
    const loadMs = medianLoadMs(path.join(dir, 'index.mjs'), dir);
    const bundledNative = Object.keys(NATIVE_PACKAGES).filter((pkg) =>
      Object.keys(result.metafile.inputs).some((input) => input.includes(`node_modules/${pkg}/`)),
    );
    const budgetKb = OWN_BUDGETS_KB[name] ?? ZIPPED_BUDGET_KB;
    const problems = [
      ...(zipKb > budgetKb ? ['OVER BUDGET'] : []),
      ...(budgetKb !== ZIPPED_BUDGET_KB ? [`(own budget ${budgetKb} kB)`] : []),
      ...bundledNative.map((pkg) => `BUNDLES ${pkg}`),
    ];
    over ||= zipKb > budgetKb || bundledNative.length > 0;
    const beside = nodeModules.length ? `  ${nativeSizeText(nodeModules)}` : '';
    rows.push(
      `${name.padEnd(22)} ${bundleKb.toFixed(1).padStart(9)} ${zipKb.toFixed(1).padStart(9)} ${loadMs.toFixed(0).padStart(8)}${problems.length ? `  ${problems.join(', ')}` : ''}${beside}`,
    );
    // The same bytes plus a map (esbuild appends only the sourceMappingURL comment).
    if (mapsDir)
      await build({
        ...functionBuildOptions(fn, { ...APP_FUNCTION_BUNDLING, sourceMap: true, sourcesContent: true }),
        outfile: path.join(mapsDir, name, 'index.mjs'),
      });
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}

console.log(`${'function'.padEnd(22)} ${'bundle kB'.padStart(9)} ${'zip kB'.padStart(9)} ${'load ms'.padStart(8)}`);
for (const row of rows) console.log(row);
console.log(
  `Budget: ${ZIPPED_BUDGET_KB} kB zipped per function unless it has its own (ESM, minified, AWS SDK bundled, no source map); load = median of ${RUNS} fresh-process imports`,
);
if (mapsDir) console.log(`Bundles with source maps written to ${mapsDir}`);
if (over) process.exit(1);
