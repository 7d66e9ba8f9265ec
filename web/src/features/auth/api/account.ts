import type { RegisterBody } from '@shared/schemas/accounts';
import { api } from '@web/lib/api-client';

export const checkEmail = (email: string) => api<{ exists: boolean }>('/check-email', { query: { email }, auth: false });
export const registerAccount = (body: RegisterBody) => api<{ message: string }>('/register', { method: 'POST', body, auth: false });
export const confirmAccount = (token: string) =>
  api<{ message: string }>('/confirm-account', { method: 'POST', body: { token }, auth: false });
export const resendConfirmation = (email: string) =>
  api<{ message: string }>('/resend-confirmation', { method: 'POST', body: { email }, auth: false });
export const requestPasswordReset = (email: string) =>
  api<{ message: string }>('/password-reset', { method: 'POST', body: { email }, auth: false });
export const updatePassword = (token: string, password: string) =>
  api<{ message: string; email: string }>('/update-password', { method: 'POST', body: { token, password }, auth: false });
