import { describe, expect, it } from 'vitest';
import { groupPermissions } from '../../functions/api/permissions';
import { config } from '../../functions/core/config';
import { mayMoveMoney } from '../../functions/core/money/grants';
import { envOf, inFunctionEnv, mayHoldPayments } from './function-env';

const stackEnv = {
  STAGE: 'local',
  LOG_LEVEL: 'silent',
  TABLE_NAME: 'crafti-table',
  USER_POOL_ID: 'pool',
  COGNITO_CLIENT_ID: 'client',
  COGNITO_ISSUER: 'http://127.0.0.1:1/pool',
  MEDIA_BUCKET: 'media',
  DOCUMENTS_BUCKET: 'documents',
  MEDIA_URL: 'http://127.0.0.1:2/media',
  SITE_URL: 'http://localhost:3',
  MAIL_FROM: 'Crafti <no-reply@crafti.test>',
  WS_CALLBACK_URL: 'http://127.0.0.1:4',
  PAYMONGO_API_URL: 'http://127.0.0.1:5',
  SEARCH_URL: 'http://127.0.0.1:6',
  EDGE_SECRET: 'local-edge-secret-0123456789',
  MAIL_LINK_SECRET: 'local-mail-link-secret-0123456789',
  PAYMONGO_SECRET_KEY: 'sk_test_x',
  PAYMONGO_WEBHOOK_SECRET: 'whsk_x',
};

describe("each local function's environment", () => {
  it('holds PayMongo keys exactly where the group declares payments, as CDK grants them on AWS', () => {
    for (const [group, declared] of Object.entries(groupPermissions)) {
      const env = envOf(group, stackEnv);
      const payments = (declared as { payments?: boolean }).payments === true;
      expect(mayHoldPayments(group), group).toBe(payments);
      expect('PAYMONGO_SECRET_KEY' in env, group).toBe(payments);
      expect('PAYMONGO_WEBHOOK_SECRET' in env, group).toBe(payments);
      expect(env.TABLE_NAME).toBe('crafti-table');
    }
    expect(mayHoldPayments('projects')).toBe(false);
    expect(mayHoldPayments('checkout')).toBe(true);
    expect(mayHoldPayments('run-due-work')).toBe(true);
    expect(mayHoldPayments('object-created')).toBe(false);
    expect(() => mayHoldPayments('no-such-group')).toThrow(/no permissions/);
  });

  it("runs a handler with its own function's configuration, so a function without the keys may not move money", async () => {
    const asProjects = inFunctionEnv('projects', stackEnv, async () => ({
      keys: config().PAYMONGO_SECRET_KEY ?? null,
      moves: mayMoveMoney(),
    }));
    const asCheckout = inFunctionEnv('checkout', stackEnv, async () => ({
      keys: config().PAYMONGO_SECRET_KEY ?? null,
      moves: mayMoveMoney(),
    }));
    expect(await asProjects()).toEqual({ keys: null, moves: false });
    expect(await asCheckout()).toEqual({ keys: 'sk_test_x', moves: true });
  });
});
