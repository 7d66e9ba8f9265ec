import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type WebSocket from 'ws';
import * as Tags from '@functions/core/tags/tags';
import * as Tokens from '@functions/core/accounts/tokens';
import { MAX_CONNECTIONS_PER_USER } from '@functions/core/realtime/realtime';
import { apiClient } from '../support/api';
import { linkIn, mailsTo, waitForMail } from '../support/mailbox';
import { createPerson, signInTokens, type TestUser } from '../support/users';
import { openSocket as openWebSocket } from '../support/sockets';

/**
 * What an attacker probe found in part 1, each reproduced against the running stack and shown
 * closed (issue 8 §2).
 */

const { endpoints } = inject('stack');
const { callRoute, callOk, call } = apiClient(endpoints.api);
const cognito = () => new CognitoIdentityProviderClient({ endpoint: endpoints.cognito, region: endpoints.region });
const ip = () => `10.4.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

const newPerson = () => {
  const tag = randomUUID().slice(0, 8);
  return {
    email: `sec-${tag}@example.test`,
    password: 'Secure-Passw0rd',
    firstName: 'Sec',
    lastName: 'Ure',
    username: `sec_${tag}`,
    role: 'Client' as const,
  };
};

/** The link token of the newest mail to `to` with `subject`, after `count` such mails were there. */
async function nextLink(to: string, subject: string, param: string, count: number): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = (await mailsTo(endpoints.mailbox, to)).filter((m) => m.subject.includes(subject));
    if (mails.length > count) return new URL(linkIn(mails.at(-1)!, endpoints.web)).searchParams.get(param)!;
    if (Date.now() > deadline) throw new Error(`no new "${subject}" mail to ${to}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

const refresh = (refreshToken: string) =>
  cognito().send(
    new InitiateAuthCommand({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: endpoints.userPoolClientId,
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  );

const openSocket = (token: string) => openWebSocket(endpoints.ws, token);

const closed = (ws: WebSocket) => new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));

describe('accounts can only be made and changed through our API', () => {
  it('refuses a direct Cognito sign-up, so nobody can claim an address outside our checks', async () => {
    const person = newPerson();
    await expect(
      cognito().send(
        new SignUpCommand({ ClientId: endpoints.userPoolClientId, Username: person.email, Password: person.password }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    expect((await callRoute('GET /check-email', { query: { email: person.email }, ip: ip() })).body).toEqual({
      exists: false,
    });
    expect((await callRoute('POST /register', { body: person, ip: ip() })).status).toBe(201);
  });

  it("refuses a user's own write of their e-mail attribute, and allows their names", async () => {
    const person = await createPerson({ role: 'Client', prefix: 'sec-attr' });
    const write = (Name: string, Value: string) =>
      cognito().send(
        new UpdateUserAttributesCommand({ AccessToken: person.accessToken, UserAttributes: [{ Name, Value }] }),
      );
    await expect(write('email', 'attacker@example.test')).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(write('given_name', 'Secure')).resolves.toBeDefined();
    // The registered address still signs in.
    await expect(
      signInTokens(endpoints.cognito, endpoints.userPoolClientId, person.email, person.password),
    ).resolves.toMatchObject({ idToken: expect.any(String) });
  });
});

describe('links and sessions', () => {
  it('voids an older reset link once a newer one is sent, and every earlier one once one is used', async () => {
    const person = await createPerson({ role: 'Client', prefix: 'sec-reset' });
    const subject = 'Reset your Crafti password';
    await callRoute('POST /password-reset', { body: { email: person.email }, ip: ip() });
    const first = await nextLink(person.email, subject, 'token', 0);
    await callRoute('POST /password-reset', { body: { email: person.email }, ip: ip() });
    const second = await nextLink(person.email, subject, 'token', 1);
    expect(
      (await callRoute('POST /update-password', { body: { token: first, password: 'First-Passw0rd' } })).body,
    ).toMatchObject({ error: 'accounts.link_invalid' });
    expect(
      (await callRoute('POST /update-password', { body: { token: second, password: 'Second-Passw0rd' } })).status,
    ).toBe(200);
  });

  it('voids an older confirmation link once a new one is sent', async () => {
    const person = newPerson();
    const subject = 'Confirm your Crafti account';
    await callRoute('POST /register', { body: person, ip: ip() });
    const first = await nextLink(person.email, subject, 'confirm', 0);
    await callRoute('POST /resend-confirmation', { body: { email: person.email }, ip: ip() });
    const second = await nextLink(person.email, subject, 'confirm', 1);
    expect((await callRoute('POST /confirm-account', { body: { token: first } })).body).toMatchObject({
      error: 'accounts.link_invalid',
    });
    expect((await callRoute('POST /confirm-account', { body: { token: second } })).status).toBe(200);
  });

  it('ends every session on a password reset: a refresh token from before it is refused', async () => {
    const person = await createPerson({ role: 'Artist', prefix: 'sec-session' });
    const before = await signInTokens(endpoints.cognito, endpoints.userPoolClientId, person.email, person.password);
    await expect(refresh(before.refreshToken)).resolves.toBeDefined();
    await new Promise((r) => setTimeout(r, 1100)); // tokens carry whole seconds
    await callRoute('POST /password-reset', { body: { email: person.email }, ip: ip() });
    const token = await nextLink(person.email, 'Reset your Crafti password', 'token', 0);
    expect((await callRoute('POST /update-password', { body: { token, password: 'Fresh-Passw0rd1' } })).status).toBe(
      200,
    );
    await expect(refresh(before.refreshToken)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await new Promise((r) => setTimeout(r, 1100));
    const after = await signInTokens(endpoints.cognito, endpoints.userPoolClientId, person.email, 'Fresh-Passw0rd1');
    await expect(refresh(after.refreshToken)).resolves.toBeDefined();
  });

  it("closes the user's open WebSockets on logout", async () => {
    const person = await createPerson({ role: 'Client', prefix: 'sec-logout' });
    const [a, b] = await Promise.all([openSocket(person.idToken), openSocket(person.idToken)]);
    const codes = Promise.all([closed(a), closed(b)]);
    expect((await callRoute('POST /logout', { token: person.idToken })).status).toBe(200);
    expect(await codes).toHaveLength(2);
  });

  it(`lets one person hold at most ${MAX_CONNECTIONS_PER_USER} WebSockets at once`, async () => {
    const person = await createPerson({ role: 'Client', prefix: 'sec-cap' });
    const sockets: WebSocket[] = [];
    for (let i = 0; i < MAX_CONNECTIONS_PER_USER; i++) sockets.push(await openSocket(person.idToken));
    await expect(openSocket(person.idToken)).rejects.toThrow('429');
    const gone = closed(sockets[0]!);
    sockets[0]!.close();
    await gone;
    await new Promise((r) => setTimeout(r, 300)); // $disconnect forgets the connection
    sockets[0] = await openSocket(person.idToken);
    for (const ws of sockets) ws.close();
  });
});

describe('text people type', () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createPerson({ role: 'Admin', prefix: 'sec-admin' });
  });

  it('refuses control characters and lone surrogates, and stores nothing', async () => {
    const before = (await Tags.list()).length;
    for (const body of [
      '{"name":"bad\\u0000tag"}',
      '{"name":"bad\\u001btag"}',
      '{"name":"bad\\ud800tag"}',
      '{"name":"bad\\u202etag"}',
    ]) {
      const answer = await call('POST', '/tags', {
        token: admin.idToken,
        rawBody: body,
        headers: { 'content-type': 'application/json' },
      });
      expect(answer.status, body).toBe(400);
      expect(answer.body).toMatchObject({ error: 'validation_failed', field: 'name' });
    }
    expect((await Tags.list()).length).toBe(before);
  });

  it('refuses a JSON body sent as a form, so a cross-site form cannot post without a preflight', async () => {
    const answer = await call('POST', '/password-reset', {
      rawBody: '{"email":"a@example.test"}',
      headers: { 'content-type': 'text/plain' },
      ip: ip(),
    });
    expect(answer).toMatchObject({ status: 415, body: { error: 'unsupported_media_type' } });
  });
});

describe('changing the e-mail address', () => {
  const signInRefused = { name: 'NotAuthorizedException' };
  const exists = async (email: string) => (await callOk('GET /check-email', { query: { email }, ip: ip() })).exists;

  /** Asks for the change with the password and follows the new address's link. */
  async function changeEmail(person: TestUser, idToken: string, to: string): Promise<void> {
    expect(
      (
        await callRoute('POST /email-change', {
          token: idToken,
          body: { email: to, password: person.password },
          ip: ip(),
        })
      ).status,
    ).toBe(200);
    const mail = await waitForMail(endpoints.mailbox, to, 'Confirm your new Crafti e-mail address');
    const token = new URL(linkIn(mail, endpoints.web)).searchParams.get('email')!;
    expect(await callRoute('POST /confirm-email-change', { body: { token } })).toMatchObject({
      status: 200,
      body: { email: to },
    });
  }

  it('sends a link to the new address and changes the sign-in only when it is followed', async () => {
    const person = await createPerson({ role: 'Admin', prefix: 'sec-move' });
    const newEmail = `sec-moved-${randomUUID().slice(0, 8)}@example.test`;
    expect(
      (
        await callRoute('POST /email-change', {
          token: person.idToken,
          body: { email: newEmail, password: person.password },
          ip: ip(),
        })
      ).status,
    ).toBe(200);
    // Nothing changed yet.
    expect(await exists(newEmail)).toBe(false);
    const mail = await waitForMail(endpoints.mailbox, newEmail, 'Confirm your new Crafti e-mail address');
    const token = new URL(linkIn(mail, endpoints.web)).searchParams.get('email')!;
    expect(await callRoute('POST /confirm-email-change', { body: { token } })).toMatchObject({
      status: 200,
      body: { email: newEmail },
    });

    expect(await exists(newEmail)).toBe(true);
    expect(await exists(person.email)).toBe(false);
    const tokens = await signInTokens(endpoints.cognito, endpoints.userPoolClientId, newEmail, person.password);
    expect(
      (await callRoute('GET /admin-profile/{userId}', { params: { userId: person.userId }, token: tokens.idToken }))
        .body,
    ).toMatchObject({ email: newEmail });
    await expect(
      signInTokens(endpoints.cognito, endpoints.userPoolClientId, person.email, person.password),
    ).rejects.toMatchObject(signInRefused);
    // The link works once.
    expect((await callRoute('POST /confirm-email-change', { body: { token } })).body).toMatchObject({
      error: 'accounts.link_invalid',
    });
  });

  it('refuses an address another account holds, before and after the link is sent', async () => {
    const [person, other] = await Promise.all([
      createPerson({ role: 'Client', prefix: 'sec-a' }),
      createPerson({ role: 'Client', prefix: 'sec-b' }),
    ]);
    expect(
      await callRoute('POST /email-change', {
        token: person.idToken,
        body: { email: other.email, password: person.password },
        ip: ip(),
      }),
    ).toMatchObject({
      status: 409,
      body: { error: 'accounts.email_in_use' },
    });
  });

  it('asks for the current password: a session alone (wrong or no password) moves nothing and mails nobody', async () => {
    const person = await createPerson({ role: 'Client', prefix: 'sec-nopw' });
    const target = `sec-stolen-${randomUUID().slice(0, 8)}@example.test`;
    const wrong = await callRoute('POST /email-change', {
      token: person.idToken,
      body: { email: target, password: 'Not-The-Passw0rd' },
      ip: ip(),
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: { error: 'accounts.wrong_password', field: 'password', message: 'Your current password is incorrect.' },
    });
    // A malformed body (no password), sent raw.
    const missing = await call('POST', '/email-change', { token: person.idToken, body: { email: target }, ip: ip() });
    expect(missing).toMatchObject({ status: 400, body: { field: 'password' } });
    await new Promise((r) => setTimeout(r, 500));
    expect(await mailsTo(endpoints.mailbox, target)).toHaveLength(0);
    await expect(
      signInTokens(endpoints.cognito, endpoints.userPoolClientId, person.email, person.password),
    ).resolves.toMatchObject({ idToken: expect.any(String) });
  });

  it('tells the old address, whose link changes it back, ends every session and works once, even after a second change', async () => {
    const person = await createPerson({ role: 'Client', prefix: 'sec-undo' });
    const [second, third] = [
      `sec-undo-b-${randomUUID().slice(0, 8)}@example.test`,
      `sec-undo-c-${randomUUID().slice(0, 8)}@example.test`,
    ];
    // Whoever holds the session (and the password) moves the account twice.
    await changeEmail(person, person.idToken, second);
    const session = await signInTokens(endpoints.cognito, endpoints.userPoolClientId, second, person.password);
    await changeEmail(person, session.idToken, third);
    const attacker = await signInTokens(endpoints.cognito, endpoints.userPoolClientId, third, person.password);

    // The first address was told, with the way back; the second change did not void it.
    const notice = await waitForMail(endpoints.mailbox, person.email, 'Your Crafti sign-in address was changed');
    const undo = new URL(linkIn(notice, endpoints.web)).searchParams.get('undo-email')!;
    const secondNotice = await waitForMail(endpoints.mailbox, second, 'Your Crafti sign-in address was changed');
    const secondUndo = new URL(linkIn(secondNotice, endpoints.web)).searchParams.get('undo-email')!;
    await new Promise((r) => setTimeout(r, 1100)); // tokens carry whole seconds

    expect(await callRoute('POST /undo-email-change', { body: { token: undo } })).toMatchObject({
      status: 200,
      body: { email: person.email },
    });

    // The account signs in with the first address again, in Cognito and in the profile.
    const back = await signInTokens(endpoints.cognito, endpoints.userPoolClientId, person.email, person.password);
    expect(
      (await callRoute('GET /client-profile/{userId}', { params: { userId: person.userId }, token: back.idToken }))
        .body,
    ).toMatchObject({ email: person.email });
    await expect(
      signInTokens(endpoints.cognito, endpoints.userPoolClientId, third, person.password),
    ).rejects.toMatchObject(signInRefused);
    expect([await exists(person.email), await exists(third)]).toEqual([true, false]);
    // Every session from before ends.
    await expect(refresh(attacker.refreshToken)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    // Used once; the later change's undo link is void too (it would hand the account back).
    expect(await callRoute('POST /undo-email-change', { body: { token: undo } })).toMatchObject({
      status: 400,
      body: { error: 'accounts.link_invalid' },
    });
    expect(await callRoute('POST /undo-email-change', { body: { token: secondUndo } })).toMatchObject({
      status: 400,
      body: { error: 'accounts.link_invalid' },
    });
  });

  it('refuses an undo link older than 7 days', async () => {
    const person = await createPerson({ role: 'Client', prefix: 'sec-undo-old' });
    const moved = `sec-undo-old-${randomUUID().slice(0, 8)}@example.test`;
    await changeEmail(person, person.idToken, moved);
    const { token, item } = Tokens.newToken('email-undo', person.userId, moved, person.email);
    await Tokens.issue({ ...item, expiresAt: Math.floor(Date.now() / 1000) - 1 }, { keepEarlier: true });
    expect(await callRoute('POST /undo-email-change', { body: { token } })).toMatchObject({
      status: 400,
      body: { error: 'accounts.link_invalid' },
    });
    await expect(
      signInTokens(endpoints.cognito, endpoints.userPoolClientId, moved, person.password),
    ).resolves.toMatchObject({ idToken: expect.any(String) });
  });
});
