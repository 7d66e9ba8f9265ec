import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The site's VAPID key pair on this machine (on AWS: an SSM SecureString, functions/core/push/send.ts).
 * Kept in `<dataDir>/vapid.json` when the stack's data persists (a device subscribed with the public
 * key takes pushes only from its pair, so it must outlive a restart); made anew for a throw-away stack.
 */
export function vapidKeys(dataDir?: string): VapidKeys {
  if (!dataDir) return webpush.generateVAPIDKeys();
  const file = path.join(dataDir, 'vapid.json');
  try {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (kept.publicKey && kept.privateKey) return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  } catch {
    // Not made yet.
  }
  const keys = webpush.generateVAPIDKeys();
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
}
