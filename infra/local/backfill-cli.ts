import { parseArgs } from 'node:util';
import { applyFunctionsEnv } from './functions-env-args';

/** Where a backfill stopped (the token its `--cursor` goes on from); null once it is done. */
export interface Resumable {
  cursor: string | null;
}

/** What a paged backfill is run with. */
export interface BackfillRunOptions<P extends Resumable> {
  cursor?: string;
  pageSize?: number;
  maxPages?: number;
  onPage: (page: P) => void;
}

export interface BackfillCli<R extends Resumable, P extends R> {
  /** The npm script that runs it (`backfill:art-search`), for the usage line. */
  script: string;
  /** The option that names where to go on from: `cursor` unless the backfill calls it otherwise. */
  cursorOption?: string;
  /**
   * The backfill, loaded only once the functions' environment is applied (their modules read it
   * when they load, so import them here, not at the top). `usage` reports a bad argument and exits.
   */
  load: (usage: (message: string) => never) => Promise<(options: BackfillRunOptions<P>) => Promise<R>>;
  /** What the run did, e.g. `${read} arts indexed`: the end of the last line. */
  describe: (result: R) => string;
  /** What a page did, printed after each one; `describe` unless given. */
  describePage?: (page: P) => string;
}

/**
 * The command line of a backfill that goes a page at a time (the `backfill:*` scripts): the
 * functions' environment from `--env-file` or `--local-dir` (./functions-env-args.ts), where to
 * go on from (`--cursor`), `--page-size` and `--max-pages`; then the run, a line a page, and a last
 * line saying it is done or, when `--max-pages` stopped it, how to go on. A bad argument prints
 * the usage and exits 2.
 */
export async function runBackfillCli<R extends Resumable, P extends R = R>(cli: BackfillCli<R, P>): Promise<void> {
  const cursorOption = cli.cursorOption ?? 'cursor';
  const { values } = parseArgs({
    options: {
      'env-file': { type: 'string' },
      'local-dir': { type: 'string' },
      [cursorOption]: { type: 'string' },
      'page-size': { type: 'string' },
      'max-pages': { type: 'string' },
    },
  });

  function usage(message: string): never {
    console.error(
      `${message}\nUsage: npm run ${cli.script} -- [--env-file <functions env json> | --local-dir <dir>] [--${cursorOption} <token>] [--page-size <n>] [--max-pages <n>]`,
    );
    process.exit(2);
  }

  function positive(name: 'page-size' | 'max-pages'): number | undefined {
    const value = values[name];
    if (value === undefined) return undefined;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) usage(`--${name} takes a whole number above 0.`);
    return n;
  }

  const pageSize = positive('page-size');
  const maxPages = positive('max-pages');
  applyFunctionsEnv(values, usage);

  const backfill = await cli.load(usage);
  const describePage = cli.describePage ?? cli.describe;
  const started = Date.now();
  const result = await backfill({
    cursor: values[cursorOption],
    pageSize,
    maxPages,
    onPage: (page) => console.log(`${describePage(page)}${page.cursor ? ` (--${cursorOption} ${page.cursor})` : ''}`),
  });
  console.log(
    `${result.cursor ? 'Stopped after --max-pages' : 'Done'} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${cli.describe(result)}.` +
      (result.cursor ? ` Go on with --${cursorOption} ${result.cursor}` : ''),
  );
}
