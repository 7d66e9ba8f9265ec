import {
  checkEmailQuerySchema,
  confirmAccountBodySchema,
  emailBodySchema,
  MESSAGES,
  registerBodySchema,
  updatePasswordBodySchema,
} from '@shared/schemas/accounts';
import { userIdParamsSchema } from '@shared/schemas/common';
import { requestPasswordReset, resetPassword } from '../../core/accounts/password-reset';
import { Profiles } from '../../core/profiles/profiles';
import { confirmAccount, register, resendConfirmation } from '../../core/accounts/registration';
import { signOutEverywhere } from '../../core/accounts/sessions';
import { RATE_LIMITS } from '../../core/rate-limit/rate-limit';
import { assertSelfOrAdmin, publicRoute, Reply, signedInRoute, type GroupRoutes } from '../../lib/http';

export const accountRoutes = {
  'GET /check-email': publicRoute({ query: checkEmailQuerySchema, rateLimit: RATE_LIMITS.checkEmail }, async ({ query }) => ({
    exists: await Profiles.emailExists(query.email),
  })),

  'POST /register': publicRoute({ body: registerBodySchema, rateLimit: RATE_LIMITS.register }, async ({ body }) => {
    await register(body);
    return new Reply(201, { message: MESSAGES.registered });
  }),

  'POST /confirm-account': publicRoute({ body: confirmAccountBodySchema }, async ({ body }) => {
    await confirmAccount(body.token);
    return { message: MESSAGES.confirmed };
  }),

  'POST /resend-confirmation': publicRoute({ body: emailBodySchema, rateLimit: RATE_LIMITS.resendConfirmation }, async ({ body }) => {
    await resendConfirmation(body.email);
    return { message: MESSAGES.confirmationSent };
  }),

  'POST /password-reset': publicRoute({ body: emailBodySchema, rateLimit: RATE_LIMITS.passwordReset }, async ({ body }) => {
    await requestPasswordReset(body.email);
    return { message: MESSAGES.resetSent };
  }),

  'POST /update-password': publicRoute({ body: updatePasswordBodySchema }, async ({ body }) => {
    const { email } = await resetPassword(body.token, body.password);
    return { message: MESSAGES.passwordUpdated, email };
  }),

  /** The role on the user's profile (the spec's role detection), else the one their Cognito group gives. */
  'GET /user-role/{userId}': signedInRoute({ params: userIdParamsSchema }, async ({ params, caller }) => {
    assertSelfOrAdmin(caller, params.userId);
    const role = await Profiles.roleOf(params.userId);
    return { role: role ?? (caller.userId === params.userId ? caller.role : null) };
  }),

  'POST /logout': signedInRoute({}, async ({ caller }) => {
    await signOutEverywhere(caller.userId);
    return { message: 'Signed out.' };
  }),
} satisfies GroupRoutes<'account'>;
