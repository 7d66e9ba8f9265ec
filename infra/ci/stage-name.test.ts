import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isProductionStage } from '../stacks/stage';
import { stageForBranch } from './stage-name';

/** infra/stacks/stage.ts's rule: what CDK accepts as a stage. */
const STAGE_PATTERN = /^[a-z0-9][a-z0-9-]{0,23}$/;

const awkward = [
  'feature/checkout-webhooks',
  'feature/checkout-webhook-retry',
  'Feature/Checkout-Webhooks',
  'FEATURE/CHECKOUT-WEBHOOKS',
  'dependabot/npm_and_yarn/web/vite-8.3.9',
  'release/2026.11',
  'café/año-nuevo',
  '日本語のブランチ',
  '🚀',
  '---',
  'a',
  'x'.repeat(200),
  `${'y'.repeat(20)}-one`,
  `${'y'.repeat(20)}-two`,
  'prod',
  'production',
  'fix//double--dash__under',
];

describe('stageForBranch', () => {
  it('makes a valid stage of every awkward branch name', () => {
    for (const branch of awkward) expect(stageForBranch(branch), branch).toMatch(STAGE_PATTERN);
  });

  it('gives branches that differ only after the 20th character different stages', () => {
    expect(stageForBranch('feature/checkout-webhooks')).not.toBe(stageForBranch('feature/checkout-webhook-retry'));
    expect(stageForBranch(`${'y'.repeat(20)}-one`)).not.toBe(stageForBranch(`${'y'.repeat(20)}-two`));
  });

  it('gives branches that differ only in case or punctuation different stages', () => {
    const stages = ['Feature/X', 'feature/x', 'feature-x', 'feature_x', 'feature//x'].map(stageForBranch);
    expect(new Set(stages).size).toBe(stages.length);
  });

  it('gives every awkward branch its own stage', () => {
    const stages = awkward.map(stageForBranch);
    expect(new Set(stages).size).toBe(awkward.length);
  });

  it('is stable: the destroy workflow finds the stage the deploy made', () => {
    expect(stageForBranch('feature/checkout-webhooks')).toBe(stageForBranch('refs/heads/feature/checkout-webhooks'));
    expect(stageForBranch('feature/checkout-webhooks')).toMatch(/^feature-checkou-[0-9a-f]{8}$/);
  });

  it('keeps a readable prefix of the branch, accents folded', () => {
    expect(stageForBranch('café/año-nuevo')).toMatch(/^cafe-ano-nuevo-[0-9a-f]{8}$/);
    expect(stageForBranch('日本語のブランチ')).toMatch(/^branch-[0-9a-f]{8}$/);
  });

  it('deploys main as the production stage, and no other branch as production', () => {
    expect(stageForBranch('main')).toBe('main');
    expect(isProductionStage(stageForBranch('main'))).toBe(true);
    for (const branch of awkward) expect(isProductionStage(stageForBranch(branch)), branch).toBe(false);
  });

  it('refuses an empty branch name', () => {
    expect(() => stageForBranch('')).toThrow();
  });
});

describe('the deploy and destroy workflows', () => {
  it.each(['deploy.yml', 'destroy.yml'])('%s names the stage with this script and no rule of its own', (file) => {
    const text = fs.readFileSync(path.join(import.meta.dirname, '../../.github/workflows', file), 'utf8');
    expect(text).toContain('npx tsx infra/ci/stage-name.ts "$BRANCH"');
    expect(text).not.toMatch(/cut -c|tr '\[:upper:\]'/);
  });
});
