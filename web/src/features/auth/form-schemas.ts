import * as z from 'zod';
import {
  emailBodySchema,
  emailSchema,
  passwordSchema,
  registerBodySchema,
  signUpRoleSchema,
  usernameSchema,
} from '@shared/schemas/accounts';

/**
 * The sign-in, register and password-reset forms' rules. Their pages are pre-rendered and load
 * this (and zod with it) only once someone starts on a form (useZodForm with a loader), not with
 * the page.
 */

export const loginFormSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required.'),
});

/** The register body's own rules (the server's), each empty field saying it is required, and the two passwords matching. */
export const registerFormSchema = z
  .object({
    role: z.string().min(1, 'Please choose Client or Artist.').pipe(signUpRoleSchema),
    firstName: registerBodySchema.shape.firstName,
    lastName: registerBodySchema.shape.lastName,
    username: z.string().trim().min(1, 'Username is required.').pipe(usernameSchema),
    email: emailSchema,
    password: z.string().min(1, 'Password is required.').pipe(passwordSchema),
    confirmPassword: z.string().min(1, 'Please confirm your password.'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match.',
    // Checked even while other fields are still wrong, once both passwords are typed.
    when: ({ value }) => {
      const v = value as { password?: unknown; confirmPassword?: unknown };
      return typeof v.password === 'string' && typeof v.confirmPassword === 'string' && v.confirmPassword !== '';
    },
  });

export const passwordResetFormSchema = emailBodySchema;
