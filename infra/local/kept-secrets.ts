import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

/**
 * The secrets the local stack makes for itself, kept in `<dataDir>/<file>` when its data persists
 * (what they signed yesterday must still verify after a restart), made anew for a throw-away stack.
 */
function kept<T extends object>(
  dataDir: string | undefined,
  file: string,
  make: () => T,
  valid: (t: Partial<T>) => boolean,
): T {
  if (!dataDir) return make();
  const where = path.join(dataDir, file);
  try {
    const found = JSON.parse(fs.readFileSync(where, 'utf8')) as Partial<T>;
    if (valid(found)) return found as T;
  } catch {
    // Not made yet.
  }
  const made = make();
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(where, JSON.stringify(made, null, 2), { mode: 0o600 });
  return made;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The site's VAPID key pair on this machine (on AWS: an SSM SecureString, functions/core/push/send.ts):
 * a device subscribed with the public key takes pushes only from its pair, so it outlives a restart.
 */
export function vapidKeys(dataDir?: string): VapidKeys {
  return kept(
    dataDir,
    'vapid.json',
    () => webpush.generateVAPIDKeys(),
    (k) => Boolean(k.publicKey && k.privateKey),
  );
}

/**
 * What signs e-mails' unsubscribe links on this machine (on AWS: a generated Secrets Manager
 * secret): a link in yesterday's mail still works after a restart.
 */
export function mailLinkSecret(dataDir?: string): string {
  return kept(
    dataDir,
    'mail-link-secret.json',
    () => ({ secret: randomBytes(32).toString('base64url') }),
    (k) => typeof k.secret === 'string' && k.secret.length >= 16,
  ).secret;
}
