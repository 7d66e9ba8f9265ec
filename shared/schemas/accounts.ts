import * as z from 'zod';
import { MESSAGES, PASSWORD_RULE, SIGN_UP_ROLES } from '../messages/accounts';
import { roleSchema } from './common';

export { MESSAGES, PASSWORD_RULE, SIGN_UP_ROLES, type SignUpRole } from '../messages/accounts';

/** E-mail addresses are compared case-insensitively everywhere. */
export const emailSchema = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email is too long.')
  .pipe(z.email({ error: 'Please enter a valid email address.' }))
  .transform((value) => value.toLowerCase());

export const passwordSchema = z
  .string({ error: 'Password is required.' })
  .min(8, PASSWORD_RULE)
  .max(128, 'Password must be at most 128 characters.')
  .regex(/[a-z]/, PASSWORD_RULE)
  .regex(/[A-Z]/, PASSWORD_RULE)
  .regex(/[0-9]/, PASSWORD_RULE);

export const usernameSchema = z
  .string({ error: 'Username is required.' })
  .trim()
  .min(3, 'Username must be at least 3 characters.')
  .max(30, 'Username must be at most 30 characters.')
  .regex(/^[A-Za-z0-9._]+$/, 'Username may only contain letters, numbers, dots and underscores.');

const personNameSchema = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(50, `${label} must be at most 50 characters.`);

export const signUpRoleSchema = roleSchema.extract([...SIGN_UP_ROLES]);

/** POST /register, the spec's payload. */
export const registerBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: personNameSchema('First name'),
  lastName: personNameSchema('Last name'),
  username: usernameSchema,
  role: signUpRoleSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const checkEmailQuerySchema = z.object({ email: emailSchema });
export const emailBodySchema = z.object({ email: emailSchema });

/** Tokens from e-mailed links: 43 base64url characters (32 random bytes). */
export const linkTokenSchema = z
  .string({ error: 'This link is invalid or has expired.' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This link is invalid or has expired.');

export const confirmAccountBodySchema = z.object({ token: linkTokenSchema });
export const updatePasswordBodySchema = z.object({ token: linkTokenSchema, password: passwordSchema });
export const confirmEmailChangeBodySchema = z.object({ token: linkTokenSchema });
/** POST /email-change: the new address, and the current password, so a stolen session alone cannot move the account. */
export const emailChangeBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: MESSAGES.currentPasswordRequired })
    .min(1, MESSAGES.currentPasswordRequired)
    .max(128, MESSAGES.wrongPassword),
});
export type EmailChangeBody = z.infer<typeof emailChangeBodySchema>;
/** POST /undo-email-change: the link the old address got when the address changed. */
export const undoEmailChangeBodySchema = z.object({ token: linkTokenSchema });

export const checkEmailResponseSchema = z.object({ exists: z.boolean() });

/** POST /update-password answers with the e-mail, so the browser can sign the user in. */
export const passwordUpdatedSchema = z.object({ message: z.string(), email: z.string() });

/** GET /user-role/{userId}: the role, null for a person without one. */
export const userRoleResponseSchema = z.object({ role: roleSchema.nullable() });
