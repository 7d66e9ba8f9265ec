import { call } from '@web/lib/api-client';

/** Asks to change the signed-in person's e-mail (the admin's and the profiles' Change E-mail); sign-in and registration are the auth feature's. */
export const requestEmailChange = (email: string, password: string) =>
  call('POST /email-change', { body: { email, password } });
