import fs from 'node:fs';
import path from 'node:path';

/** `npm run reset`: forget all local data (tables, users, uploads, mails). Stop `npm start` first. */
const localDir = path.resolve(import.meta.dirname, '../../.local');
fs.rmSync(localDir, { recursive: true, force: true });
console.log('Local data wiped (.local/). The next `npm start` seeds fresh demo data.');
