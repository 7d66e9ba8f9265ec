import type { RegisterBody } from '@shared/schemas/accounts';
import { call } from '@web/lib/api-client';

export const checkEmail = (email: string) => call('GET /check-email', { query: { email } });
export const registerAccount = (body: RegisterBody) => call('POST /register', { body });
export const confirmAccount = (token: string) => call('POST /confirm-account', { body: { token } });
export const resendConfirmation = (email: string) => call('POST /resend-confirmation', { body: { email } });
export const requestPasswordReset = (email: string) => call('POST /password-reset', { body: { email } });
export const updatePassword = (token: string, password: string) =>
  call('POST /update-password', { body: { token, password } });
export const confirmEmailChange = (token: string) => call('POST /confirm-email-change', { body: { token } });
export const undoEmailChange = (token: string) => call('POST /undo-email-change', { body: { token } });
