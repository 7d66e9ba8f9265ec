import * as z from 'zod';
import { roleSchema } from './common';

/** E-mail addresses are compared case-insensitively everywhere. */
export const emailSchema = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email is too long.')
  .pipe(z.email({ error: 'Please enter a valid email address.' }))
  .transform((value) => value.toLowerCase());

/** Mirrors the Cognito user pool's password policy, so the local pool behaves as the AWS one. */
export const PASSWORD_RULE = 'Password must be at least 8 characters and include an uppercase letter, a lowercase letter and a number.';
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

/** The roles a person may pick at sign-up (admins are made by a command). */
export const signUpRoleSchema = roleSchema.extract(['Artist', 'Client']);
export type SignUpRole = z.infer<typeof signUpRoleSchema>;

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

export const MESSAGES = {
  emailInUse: 'Email already in use! This email is already registered. Please use a different email.',
  usernameInUse: 'Username already taken! Please choose a different username.',
  registered: 'Registration successful! Check your email to confirm your account.',
  confirmed: 'Your account is confirmed. You can now sign in.',
  linkInvalid: 'This link is invalid or has expired.',
  confirmationSent: 'If that account is waiting for confirmation, we have sent a new confirmation link.',
  resetSent: 'If an account exists for that email, we have sent a password reset link. Please check your inbox.',
  passwordUpdated: 'Your password has been updated.',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  emailChangeSent: 'We sent a confirmation link to your new address. Your e-mail changes when you follow it.',
  emailChanged: 'Your e-mail address has been changed. Please sign in with your new address.',
} as const;

export const checkEmailResponseSchema = z.object({ exists: z.boolean() });

/** POST /update-password answers with the e-mail, so the browser can sign the user in. */
export const passwordUpdatedSchema = z.object({ message: z.string(), email: z.string() });

/** GET /user-role/{userId}: the role, null for a person without one. */
export const userRoleResponseSchema = z.object({ role: roleSchema.nullable() });
