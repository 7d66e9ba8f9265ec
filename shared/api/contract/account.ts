import {
  checkEmailQuerySchema,
  checkEmailResponseSchema,
  confirmAccountBodySchema,
  confirmEmailChangeBodySchema,
  emailBodySchema,
  emailChangeBodySchema,
  passwordUpdatedSchema,
  registerBodySchema,
  undoEmailChangeBodySchema,
  updatePasswordBodySchema,
  userRoleResponseSchema,
} from '../../schemas/accounts';
import { badgesSchema } from '../../schemas/badges';
import { messageSchema, userIdParamsSchema } from '../../schemas/common';
import { ErrorCodes } from '../errors';
import { defineRoutes } from './define';

/** Sign-up, confirmation, password reset, role, sign-out. */
export const accountContract = defineRoutes({
  'GET /check-email': {
    auth: 'public',
    owner: 'none',
    query: checkEmailQuerySchema,
    response: checkEmailResponseSchema,
    errors: [],
  },
  'POST /register': {
    auth: 'public',
    owner: 'none',
    body: registerBodySchema,
    response: messageSchema,
    status: 201,
    errors: [ErrorCodes.emailInUse, ErrorCodes.usernameInUse, ErrorCodes.passwordRejected],
  },
  'POST /confirm-account': {
    auth: 'public',
    owner: 'none',
    body: confirmAccountBodySchema,
    response: messageSchema,
    errors: [ErrorCodes.linkInvalid],
  },
  'POST /resend-confirmation': {
    auth: 'public',
    owner: 'none',
    body: emailBodySchema,
    response: messageSchema,
    errors: [],
  },
  'POST /password-reset': { auth: 'public', owner: 'none', body: emailBodySchema, response: messageSchema, errors: [] },
  'POST /update-password': {
    auth: 'public',
    owner: 'none',
    body: updatePasswordBodySchema,
    response: passwordUpdatedSchema,
    errors: [ErrorCodes.linkInvalid, ErrorCodes.passwordRejected],
  },
  'GET /user-role/{userId}': {
    auth: 'user',
    owner: { self: 'params.userId', admin: true },
    params: userIdParamsSchema,
    response: userRoleResponseSchema,
    errors: [],
  },
  /** The role and the bar's three counts in one answer: what every signed-in page asks first. */
  'GET /badges/{userId}': {
    auth: 'user',
    owner: { self: 'params.userId' },
    params: userIdParamsSchema,
    response: badgesSchema,
    errors: [],
  },
  'POST /logout': { auth: 'user', owner: 'caller', response: messageSchema, errors: [] },
  /** A new sign-in address, with the current password: a link goes to it, and following it makes the change. */
  'POST /email-change': {
    auth: 'user',
    owner: 'caller',
    body: emailChangeBodySchema,
    response: messageSchema,
    errors: [ErrorCodes.wrongPassword, ErrorCodes.emailInUse, ErrorCodes.profileNotFound],
  },
  /** Makes the change; the old address is mailed a link that undoes it for 7 days. */
  'POST /confirm-email-change': {
    auth: 'public',
    owner: 'none',
    body: confirmEmailChangeBodySchema,
    response: passwordUpdatedSchema,
    errors: [ErrorCodes.linkInvalid, ErrorCodes.emailInUse, ErrorCodes.profileNotFound],
  },
  /** The old address's link: the account signs in with it again, every session ends. Answers the restored address. */
  'POST /undo-email-change': {
    auth: 'public',
    owner: 'none',
    body: undoEmailChangeBodySchema,
    response: passwordUpdatedSchema,
    errors: [ErrorCodes.linkInvalid, ErrorCodes.emailInUse, ErrorCodes.profileNotFound],
  },
});
