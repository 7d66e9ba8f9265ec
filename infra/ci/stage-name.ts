import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';

/**
 * The stage (and so the stack, `Crafti-<stage>`) a git branch deploys to. deploy.yml and
 * destroy.yml both run this file, so a branch is always destroyed as the stage it was deployed as.
 *
 * A readable prefix of the branch name plus 8 hex characters of the SHA-256 of the whole name:
 * two branches that differ anywhere, even after the prefix's cut (feature/checkout-webhooks and
 * feature/checkout-webhook-retry), get different stages, so one never overwrites or destroys the
 * other's stack. `main` alone is published as itself: the production stage.
 *
 * The result matches infra/stacks/stage.ts: lowercase letters, digits and dashes, at most 24
 * characters (bucket names, and `crafti-<stage>-api-<group>` within Lambda's 64).
 */
export const PRODUCTION_BRANCH = 'main';
const PREFIX_LENGTH = 15;
const HASH_LENGTH = 8;

export function stageForBranch(branch: string): string {
  const name = branch.replace(/^refs\/heads\//, '');
  if (name.length === 0) throw new Error('A branch name is required.');
  if (name === PRODUCTION_BRANCH) return PRODUCTION_BRANCH;
  const hash = createHash('sha256').update(name, 'utf8').digest('hex').slice(0, HASH_LENGTH);
  const prefix = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents off: café → cafe
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, PREFIX_LENGTH)
    .replace(/-+$/, '');
  return `${prefix || 'branch'}-${hash}`;
}

// `tsx infra/ci/stage-name.ts <branch>` prints the stage.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const branch = process.argv[2];
  if (!branch) {
    console.error('usage: tsx infra/ci/stage-name.ts <branch>');
    process.exit(2);
  }
  console.log(stageForBranch(branch));
}
