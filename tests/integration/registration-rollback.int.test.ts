import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it, vi } from 'vitest';
import * as Profiles from '@functions/core/profiles/profiles';
import { register } from '@functions/core/accounts/registration';
import * as Counters from '@functions/core/counters/counters';
import { db } from '@functions/core/db/service';

// Fault injection: the last step of registration (the confirmation e-mail) fails.
vi.mock('@functions/core/mail/mailer', () => ({
  sendMail: vi.fn(async () => {
    throw new Error('SES is unavailable');
  }),
}));

const { endpoints } = inject('stack');

describe('registration when its last step fails', () => {
  it('undoes the Cognito user, the profile, the claims and the counter', async () => {
    const id = randomUUID().slice(0, 8);
    const input = {
      email: `rollback.${id}@example.test`,
      password: 'Sampaguita-2026',
      firstName: 'Rosa',
      lastName: 'Lim',
      username: `rosa_${id}`,
      role: 'Client' as const,
    };
    const before = await Counters.get(Counters.names.usersByRole('Client'));

    await expect(register(input)).rejects.toThrow('SES is unavailable');

    const cognito = new CognitoIdentityProviderClient({ endpoint: endpoints.cognito, region: endpoints.region });
    await expect(
      cognito.send(new AdminGetUserCommand({ UserPoolId: endpoints.userPoolId, Username: input.email })),
    ).rejects.toMatchObject({
      name: 'UserNotFoundException',
    });
    expect(await Profiles.findByEmail(input.email)).toBeNull();
    expect((await db().entities.unique.get({ kind: 'username', value: input.username }).go()).data).toBeNull();
    expect(await Counters.get(Counters.names.usersByRole('Client'))).toBe(before);
    const { data: profiles } = await db().entities.profile.query.byRole({ role: 'Client' }).go({ pages: 'all' });
    expect(profiles.some((p) => p.email === input.email)).toBe(false);
  });
});
