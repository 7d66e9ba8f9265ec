import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';

const children = new Set<ChildProcess>();
let exitHookInstalled = false;

/**
 * Tracks a child process so it is killed when this process exits for any reason,
 * and pipes its output to a log file instead of the terminal.
 */
export function track(child: ChildProcess, logFile?: string): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  if (logFile) {
    const out = fs.createWriteStream(logFile, { flags: 'a' });
    child.stdout?.pipe(out);
    child.stderr?.pipe(out);
  } else {
    child.stdout?.resume();
    child.stderr?.resume();
  }
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on('exit', () => {
      for (const c of children) c.kill('SIGKILL');
    });
  }
  return child;
}

/** Stops a child politely, then firmly. */
export function stopChild(child: ChildProcess, graceMs = 3000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
