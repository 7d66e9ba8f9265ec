import type { accountContract } from '@shared/api/contract/account';
import { MESSAGES } from '@shared/schemas/accounts';
import * as Badges from '../../core/accounts/badges';
import * as EmailChange from '../../core/accounts/email-change';
import { requestPasswordReset, resetPassword } from '../../core/accounts/password-reset';
import { confirmAccount, register, resendConfirmation } from '../../core/accounts/registration';
import { signOutEverywhere } from '../../core/accounts/sessions';
import * as Profiles from '../../core/profiles/profiles';
import { RATE_LIMITS } from '../../core/rate-limit/rate-limit';
import { rateLimited, type GroupRoutes } from '../../lib/http';

type C = typeof accountContract;

export const accountRoutes: GroupRoutes<C> = {
  'GET /check-email': rateLimited<C['GET /check-email']>(RATE_LIMITS.checkEmail, async ({ query }) => ({
    exists: await Profiles.emailExists(query.email),
  })),

  'POST /register': rateLimited<C['POST /register']>(RATE_LIMITS.register, async ({ body }) => {
    await register(body);
    return { message: MESSAGES.registered };
  }),

  'POST /confirm-account': async ({ body }) => {
    await confirmAccount(body.token);
    return { message: MESSAGES.confirmed };
  },

  'POST /resend-confirmation': rateLimited<C['POST /resend-confirmation']>(
    RATE_LIMITS.resendConfirmation,
    async ({ body }) => {
      await resendConfirmation(body.email);
      return { message: MESSAGES.confirmationSent };
    },
  ),

  'POST /password-reset': rateLimited<C['POST /password-reset']>(RATE_LIMITS.passwordReset, async ({ body }) => {
    await requestPasswordReset(body.email);
    return { message: MESSAGES.resetSent };
  }),

  'POST /update-password': async ({ body }) => {
    const { email } = await resetPassword(body.token, body.password);
    return { message: MESSAGES.passwordUpdated, email };
  },

  /** The role on the user's profile (the spec's role detection), else the one their Cognito group gives. */
  'GET /user-role/{userId}': async ({ params, actor }) => {
    const role = await Profiles.roleOf(params.userId);
    return { role: role ?? (actor.userId === params.userId ? actor.role : null) };
  },

  'GET /badges/{userId}': async ({ actor }) => Badges.of(actor),

  'POST /logout': async ({ actor }) => {
    await signOutEverywhere(actor.userId);
    return { message: 'Signed out.' };
  },

  'POST /email-change': rateLimited<C['POST /email-change']>(
    RATE_LIMITS.resendConfirmation,
    async ({ body, actor }) => {
      await EmailChange.request(actor, body.email, body.password);
      return { message: MESSAGES.emailChangeSent };
    },
  ),

  'POST /confirm-email-change': async ({ body }) => {
    const { email } = await EmailChange.confirm(body.token);
    return { message: MESSAGES.emailChanged, email };
  },

  'POST /undo-email-change': async ({ body }) => {
    const { email } = await EmailChange.undo(body.token);
    return { message: MESSAGES.emailChangeUndone, email };
  },
};
