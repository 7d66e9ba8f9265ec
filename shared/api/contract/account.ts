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
  'GET /check-email': { auth: 'public', query: checkEmailQuerySchema, response: checkEmailResponseSchema },
  'POST /register': { auth: 'public', body: registerBodySchema, response: messageSchema, status: 201 },
  'POST /confirm-account': { auth: 'public', body: confirmAccountBodySchema, response: messageSchema },
  'POST /resend-confirmation': { auth: 'public', body: emailBodySchema, response: messageSchema },
  'POST /password-reset': { auth: 'public', body: emailBodySchema, response: messageSchema },
  'POST /update-password': { auth: 'public', body: updatePasswordBodySchema, response: passwordUpdatedSchema },
  'GET /user-role/{userId}': { auth: 'user', params: userIdParamsSchema, response: userRoleResponseSchema },
  'POST /logout': { auth: 'user', response: messageSchema },
  /** A new sign-in address, with the current password: a link goes to it, and following it makes the change. */
  'POST /email-change': { auth: 'user', body: emailChangeBodySchema, response: messageSchema },
  /** Makes the change; the old address is mailed a link that undoes it for 7 days. */
  'POST /confirm-email-change': { auth: 'public', body: confirmEmailChangeBodySchema, response: passwordUpdatedSchema },
  /** The old address's link: the account signs in with it again, every session ends. Answers the restored address. */
  'POST /undo-email-change': { auth: 'public', body: undoEmailChangeBodySchema, response: passwordUpdatedSchema },
});
