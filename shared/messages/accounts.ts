/**
 * What the account screens say, as plain strings: the sign-in, register and reset pages show them
 * without loading zod (their schemas, shared/schemas/accounts.ts, load when a form is used).
 */

/** Mirrors the Cognito user pool's password policy, so the local pool behaves as the AWS one. */
export const PASSWORD_RULE =
  'Password must be at least 8 characters and include an uppercase letter, a lowercase letter and a number.';

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
  wrongPassword: 'Your current password is incorrect.',
  currentPasswordRequired: 'Please enter your current password.',
  emailChangeUndone:
    'Your e-mail address has been changed back and every session was signed out. Please sign in with it; if you did not make the change, choose a new password too.',
} as const;

/** The roles a person may pick at sign-up (admins are made by a command). */
export const SIGN_UP_ROLES = ['Artist', 'Client'] as const;
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];
