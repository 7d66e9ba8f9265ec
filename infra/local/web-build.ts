import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm start`'s production build of the web app, as `npm run build:web` makes it (Vite, then the
 * pre-rendered public pages), kept in its own directory so it never touches web/dist. It is built
 * on the first start and again only when what it is made from changed: the hash of those files is
 * written beside the build once it is complete.
 */
const root = path.resolve(import.meta.dirname, '../..');

/** What the build reads: the web app, the shared code, the packages and the compiler settings. */
const SOURCES = ['web', 'shared', 'package-lock.json', 'tsconfig.json'];
const SKIP = new Set(['dist', 'node_modules']);
const STAMP = '.crafti-sources';

function addFiles(hash: ReturnType<typeof createHash>, relative: string): void {
  const full = path.join(root, relative);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(full);
  } catch {
    return;
  }
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(full).sort()) if (!SKIP.has(name)) addFiles(hash, path.join(relative, name));
    return;
  }
  hash.update(`${relative}\0`).update(fs.readFileSync(full)).update('\0');
}

/** A hash of every file the build is made from (web/dist and node_modules left out). */
export function sourcesHash(): string {
  const hash = createHash('sha256');
  for (const source of SOURCES) addFiles(hash, source);
  return hash.digest('hex');
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/** True when `outDir` holds a complete build of the current sources. */
export function isBuildCurrent(outDir: string, hash = sourcesHash()): boolean {
  try {
    return fs.readFileSync(path.join(outDir, STAMP), 'utf8').trim() === hash;
  } catch {
    return false;
  }
}

/**
 * Makes sure `outDir` holds a production build of the current sources; builds it when not
 * (a build cut off half-way has no stamp, so the next start builds again). Returns whether it built.
 */
export async function ensureWebBuild(outDir: string, log: (line: string) => void = console.log): Promise<boolean> {
  const hash = sourcesHash();
  if (isBuildCurrent(outDir, hash)) return false;
  log('Building the web app (the sources changed since the last build, or there is none yet)...');
  fs.rmSync(path.join(outDir, STAMP), { force: true });
  const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
  const env = { ...process.env, CRAFTI_WEB_DIST: outDir };
  await run(
    bin('vite'),
    ['build', '--config', 'web/vite.config.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    env,
  );
  await run(bin('tsx'), ['web/prerender.ts'], env);
  fs.writeFileSync(path.join(outDir, STAMP), `${hash}\n`);
  return true;
}
