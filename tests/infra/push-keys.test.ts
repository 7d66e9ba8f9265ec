import { describe, expect, it } from 'vitest';
import { groupPermissions, type GroupPermissions } from '../../functions/api/permissions';
import { build, logicalId, resourcesOfType } from './stack-template';

/**
 * Web Push's key on AWS (infra/constructs/push-keys.ts): a stage given a VAPID public key lets the
 * functions that notify people read the private key's SecureString (and decrypt it only through
 * SSM); the others, and a stage without a key, get neither the right nor the names.
 */
describe('the Web Push key on AWS', () => {
  const PUBLIC_KEY = 'BPublicKeyOfTheTestStageForWebPushThatIsLongEnoughToPass0123456789abcdefghij';

  function access(context: Record<string, string>) {
    const { stack, resources } = build('test', context);
    const policies = resourcesOfType(resources, 'AWS::IAM::Policy');
    return [...stack.api.functions].map(([group, fn]) => {
      const roleId = logicalId(stack, fn.role!);
      const statements = policies
        .filter(([, p]) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
        .flatMap(
          ([, p]) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[],
        );
      return {
        group,
        needs: groupPermissions[group] as GroupPermissions,
        reads: statements.filter(
          (s) => [s.Action].flat().includes('ssm:GetParameter') && JSON.stringify(s.Resource).includes('push/'),
        ),
        env: resources[logicalId(stack, fn)]!.Properties.Environment.Variables as Record<string, unknown>,
      };
    });
  }

  it('lets only the functions that notify people read the private key, by its name', () => {
    const functions = access({ vapidPublicKey: PUBLIC_KEY });
    expect(functions.some((f) => f.needs.push)).toBe(true);
    for (const { group, needs, reads, env } of functions) {
      if (!needs.push) {
        expect(reads, group).toEqual([]);
        expect(env.VAPID_PRIVATE_PARAMETER, group).toBeUndefined();
        continue;
      }
      expect(JSON.stringify(reads), group).toContain('parameter/crafti/test/push/vapid-private-key');
      expect(env, group).toMatchObject({
        VAPID_PUBLIC_KEY: PUBLIC_KEY,
        VAPID_PRIVATE_PARAMETER: '/crafti/test/push/vapid-private-key',
      });
      expect(env.VAPID_PRIVATE_KEY, group).toBeUndefined();
    }
  });

  it('gives no function the key where the stage has none (no push there)', () => {
    for (const { group, reads, env } of access({})) {
      expect(reads, group).toEqual([]);
      expect(env.VAPID_PUBLIC_KEY, group).toBeUndefined();
    }
  });
});
