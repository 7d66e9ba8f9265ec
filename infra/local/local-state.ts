import fs from 'node:fs';
import path from 'node:path';
import type { Endpoints } from './stack';

/**
 * What a running `npm start` leaves in `.local/` for the commands run beside it
 * (`npm run admin:create`): its URLs (`endpoints.json`, also for people) and the environment its
 * functions run with (`functions-env.json`: the functions' configuration, the local credentials
 * and the endpoints the SDK reads), so such a command runs the functions' code exactly as the
 * stack does. Both are rewritten at every start.
 */
export interface LocalState {
  endpoints: Endpoints;
  env: Record<string, string>;
}

const ENDPOINTS_FILE = 'endpoints.json';
const ENV_FILE = 'functions-env.json';

export function writeLocalState(dir: string, state: LocalState): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, ENDPOINTS_FILE), JSON.stringify(state.endpoints, null, 2));
  // Local-only keys (the PayMongo test keys), readable by this user only all the same.
  fs.writeFileSync(path.join(dir, ENV_FILE), JSON.stringify(state.env, null, 2), { mode: 0o600 });
}

/** The running stack's state, or null when `dir` holds none (no `npm start` since the last reset). */
export function readLocalState(dir: string): LocalState | null {
  try {
    return {
      endpoints: JSON.parse(fs.readFileSync(path.join(dir, ENDPOINTS_FILE), 'utf8')) as Endpoints,
      env: JSON.parse(fs.readFileSync(path.join(dir, ENV_FILE), 'utf8')) as Record<string, string>,
    };
  } catch {
    return null;
  }
}
