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
import { messageSchema, userIdParamsSchema } from '../../schemas/common';
import { defineRoutes } from './define';

/** Sign-up, confirmation, password reset, role, sign-out. */
export const accountContract = defineRoutes({
  'GET /check-email': { auth: 'public', owner: 'none', query: checkEmailQuerySchema, response: checkEmailResponseSchema },
  'POST /register': { auth: 'public', owner: 'none', body: registerBodySchema, response: messageSchema, status: 201 },
  'POST /confirm-account': { auth: 'public', owner: 'none', body: confirmAccountBodySchema, response: messageSchema },
  'POST /resend-confirmation': { auth: 'public', owner: 'none', body: emailBodySchema, response: messageSchema },
  'POST /password-reset': { auth: 'public', owner: 'none', body: emailBodySchema, response: messageSchema },
  'POST /update-password': { auth: 'public', owner: 'none', body: updatePasswordBodySchema, response: passwordUpdatedSchema },
  'GET /user-role/{userId}': { auth: 'user', owner: { self: 'params.userId', admin: true }, params: userIdParamsSchema, response: userRoleResponseSchema },
  'POST /logout': { auth: 'user', owner: 'caller', response: messageSchema },
  /** A new sign-in address, with the current password: a link goes to it, and following it makes the change. */
  'POST /email-change': { auth: 'user', owner: 'caller', body: emailChangeBodySchema, response: messageSchema },
  /** Makes the change; the old address is mailed a link that undoes it for 7 days. */
  'POST /confirm-email-change': { auth: 'public', owner: 'none', body: confirmEmailChangeBodySchema, response: passwordUpdatedSchema },
  /** The old address's link: the account signs in with it again, every session ends. Answers the restored address. */
  'POST /undo-email-change': { auth: 'public', owner: 'none', body: undoEmailChangeBodySchema, response: passwordUpdatedSchema },
});
