import path from 'node:path';
import type { BuildOptions } from 'esbuild';
import { type BundlingOptions, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { routeGroups } from '../../shared/api/routes';

/** The repository root: the lock file, the tsconfig with the path aliases, and `functions/`. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * ESM bundles have no `require`; some bundled CommonJS dependencies still call it for Node built-ins.
 */
const REQUIRE_SHIM = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/**
 * How every AppFunction is bundled, and so what tests/bench/lambda-bundles.ts measures
 * (tests/infra/lambda-bundling.test.ts checks that CDK and `esbuildOptions` give the same bytes).
 *
 * - ESM, minified, for Node 22.
 * - The AWS SDK v3 bundled (`externalModules: []`): tree-shaken, it loads faster than the
 *   runtime's own full copy, and the code runs on the SDK version it was tested with.
 * - No source map. A map of the whole bundle was 57 % of each zip, and Node with
 *   --enable-source-maps parses all of it on a container's first error (+70–80 ms). A stack
 *   trace then points into index.mjs; `tsx tests/bench/lambda-bundles.ts --maps <dir>` rebuilds
 *   the same bytes with their maps (esbuild is deterministic) to read a production trace.
 * - The SDK's default credential chain replaced by the environment's credentials, which is where
 *   Lambda puts them (functions/lib/lambda-credentials.ts): the chain's SSO/STS clients and
 *   file and metadata providers were ~15 kB of every zip.
 * - `@aws-sdk/lib-dynamodb` and `@aws-sdk/client-dynamodb` replaced by the client and commands
 *   ElectroDB uses (functions/lib/lambda-document-client.mjs, lambda-dynamodb-client.mjs):
 *   ElectroDB requires the first whole from CommonJS, which cannot be tree-shaken, and it imports
 *   the second's index; every DynamoDB command was in each zip and set up at cold start (~45 ms).
 */
export const APP_FUNCTION_BUNDLING = {
  format: OutputFormat.ESM,
  target: 'node22',
  mainFields: ['module', 'main'],
  banner: REQUIRE_SHIM,
  minify: true,
  sourceMap: false,
  externalModules: [],
  tsconfig: path.join(REPO_ROOT, 'tsconfig.json'),
  esbuildArgs: {
    '--alias': [
      `@aws-sdk/credential-provider-node=${path.join(REPO_ROOT, 'functions/lib/lambda-credentials.ts')}`,
      `@aws-sdk/lib-dynamodb=${path.join(REPO_ROOT, 'functions/lib/lambda-document-client.mjs')}`,
      `@aws-sdk/client-dynamodb=${path.join(REPO_ROOT, 'functions/lib/lambda-dynamodb-client.mjs')}`,
    ],
  },
} as const satisfies BundlingOptions;

/** `--alias` values of esbuildArgs (`name=replacement`), as esbuild's API takes them. */
function aliases(bundling: BundlingOptions): Record<string, string> | undefined {
  const value = bundling.esbuildArgs?.['--alias'];
  if (value === undefined) return undefined;
  return Object.fromEntries([value].flat().map((pair) => String(pair).split('=') as [string, string]));
}

/**
 * The esbuild API options that CDK's esbuild command line amounts to for `bundling`
 * (aws-lambda-nodejs: `--bundle --platform=node --outfile=index.mjs` plus one flag per option).
 */
export function esbuildOptions(entry: string, bundling: BundlingOptions = APP_FUNCTION_BUNDLING): BuildOptions {
  return {
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: bundling.format === OutputFormat.ESM ? 'esm' : 'cjs',
    target: bundling.target,
    mainFields: bundling.mainFields,
    banner: bundling.banner ? { js: bundling.banner } : undefined,
    minify: bundling.minify,
    keepNames: bundling.keepNames,
    alias: aliases(bundling),
    sourcemap: bundling.sourceMap ? 'external' : false,
    sourcesContent: bundling.sourcesContent,
    external: [...(bundling.externalModules ?? []), ...(bundling.nodeModules ?? [])],
    tsconfig: bundling.tsconfig,
    outfile: bundling.format === OutputFormat.ESM ? 'index.mjs' : 'index.js',
    logLevel: 'warning',
  };
}

/** A function the stack deploys: its entry (from the repository root) and the packages CDK installs beside its bundle. */
export interface FunctionEntry {
  /** As the benches and the local stack's bundles name it: `api-<group>`, `ws`, or the entry's file name. */
  name: string;
  entry: string;
  nodeModules: string[];
}

/**
 * Every function of the stack: one per route group (HttpApiRoutes), the WebSocket handler
 * (Realtime) and the three event functions (crafti-stack.ts, which takes object-created's
 * `nodeModules` from here).
 */
export const FUNCTION_ENTRIES: readonly FunctionEntry[] = [
  ...routeGroups.map((group) => ({
    name: `api-${group}`,
    entry: `functions/api/${group}/handler.ts`,
    nodeModules: [],
  })),
  { name: 'ws', entry: 'functions/ws/handler.ts', nodeModules: [] },
  // sharp is native: esbuild cannot bundle it.
  { name: 'object-created', entry: 'functions/events/object-created.ts', nodeModules: ['sharp'] },
  { name: 'run-due-work', entry: 'functions/events/run-due-work.ts', nodeModules: [] },
  { name: 'reconcile-payments', entry: 'functions/events/reconcile-payments.ts', nodeModules: [] },
];

export const functionEntry = (entry: string): FunctionEntry => {
  const found = FUNCTION_ENTRIES.find((f) => f.entry === entry);
  if (!found) throw new Error(`No function has the entry ${entry}`);
  return found;
};

/** The esbuild options that build `fn` as CDK does (APP_FUNCTION_BUNDLING, its nodeModules kept out). */
export const functionBuildOptions = (
  fn: FunctionEntry,
  bundling: BundlingOptions = APP_FUNCTION_BUNDLING,
): BuildOptions => esbuildOptions(path.join(REPO_ROOT, fn.entry), { ...bundling, nodeModules: fn.nodeModules });
