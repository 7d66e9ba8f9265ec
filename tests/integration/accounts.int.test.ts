import { decodeJwt } from 'jose';
import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { db } from '@functions/core/db/service';
import * as Counters from '@functions/core/counters/counters';
import { linkIn, mailsTo, waitForMail } from '../support/mailbox';
import { apiClient, expectRefused } from '../support/api';
import { signInTokens } from '../support/users';
import { EDGE_SECRET_HEADER, VIEWER_ADDRESS_HEADER } from '@shared/site-api';

const { endpoints } = inject('stack');

/** Each test speaks from its own address, so the per-address rate limits don't interfere. */
const clientIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** Calls the API from a fresh client address unless the test names one. */
const { callRoute, call } = apiClient(endpoints.api, { ip: clientIp });

function newPerson(role: 'Artist' | 'Client' = 'Artist') {
  const id = randomUUID().slice(0, 8);
  return {
    email: `Maria.${id}@Example.test`,
    password: 'Sampaguita-2026',
    firstName: 'Maria',
    lastName: 'Santos',
    username: `maria_${id}`,
    role,
  };
}

const cognitoClient = () =>
  new CognitoIdentityProviderClient({ endpoint: endpoints.cognito, region: endpoints.region });

async function cognitoUser(email: string) {
  try {
    // Our server stores e-mails lower-case (cognito-local's alias match is case-sensitive).
    const Username = email.toLowerCase();
    return await cognitoClient().send(new AdminGetUserCommand({ UserPoolId: endpoints.userPoolId, Username }));
  } catch (err) {
    if ((err as Error).name === 'UserNotFoundException') return null;
    throw err;
  }
}

async function claims(email: string, username: string) {
  const [e, u] = await Promise.all([
    db().entities.unique.get({ kind: 'email', value: email.toLowerCase() }).go(),
    db().entities.unique.get({ kind: 'username', value: username.toLowerCase() }).go(),
  ]);
  return { email: e.data, username: u.data };
}

async function registerAndConfirm(person = newPerson()) {
  expect((await callRoute('POST /register', { body: person })).status).toBe(201);
  const mail = await waitForMail(endpoints.mailbox, person.email, 'Confirm your Crafti account');
  const token = new URL(linkIn(mail, endpoints.web)).searchParams.get('confirm')!;
  expect((await callRoute('POST /confirm-account', { body: { token } })).status).toBe(200);
  return person;
}

describe('registration', () => {
  it('creates the Cognito user in its group and the profile, and mails a confirmation link', async () => {
    const person = newPerson('Artist');
    const before = await Counters.get(Counters.names.usersByRole('Artist'));
    const res = await callRoute('POST /register', { body: person });
    expect(res).toMatchObject({
      status: 201,
      body: { message: 'Registration successful! Check your email to confirm your account.' },
    });

    // Made by the admin API (self sign-up is off), disabled until the e-mailed link is followed.
    const user = await cognitoUser(person.email);
    expect(user?.Enabled).toBe(false);
    const sub = user!.UserAttributes!.find((a) => a.Name === 'sub')!.Value!;
    const { data: profile } = await db().entities.profile.get({ userId: sub }).go();
    expect(profile).toMatchObject({
      role: 'Artist',
      email: person.email.toLowerCase(),
      username: person.username,
      firstname: 'Maria',
      lastname: 'Santos',
      accountStatus: 'pending',
    });
    expect(await Counters.get(Counters.names.usersByRole('Artist'))).toBe(before + 1);

    const mail = await waitForMail(endpoints.mailbox, person.email, 'Confirm your Crafti account');
    expect(linkIn(mail, endpoints.web)).toMatch(/\/login\?confirm=[A-Za-z0-9_-]{43}$/);
  });

  it('says whether an e-mail is taken, whatever its case', async () => {
    const person = newPerson();
    expect((await callRoute('GET /check-email', { query: { email: person.email } })).body).toEqual({ exists: false });
    await callRoute('POST /register', { body: person });
    const upper = person.email.toUpperCase();
    expect((await callRoute('GET /check-email', { query: { email: upper } })).body).toEqual({ exists: true });
  });

  it('refuses a taken e-mail (any case) or username with 409 and changes nothing', async () => {
    const first = newPerson();
    await callRoute('POST /register', { body: first });
    const artistsBefore = await Counters.get(Counters.names.usersByRole('Client'));

    const sameEmail = { ...newPerson('Client'), email: first.email.toUpperCase() };
    expect(await callRoute('POST /register', { body: sameEmail })).toMatchObject({
      status: 409,
      body: {
        error: 'accounts.email_in_use',
        message: 'Email already in use! This email is already registered. Please use a different email.',
      },
    });
    expect((await claims(sameEmail.email, sameEmail.username)).username).toBeNull();

    const sameUsername = { ...newPerson('Client'), username: first.username.toUpperCase() };
    expect(await callRoute('POST /register', { body: sameUsername })).toMatchObject({
      status: 409,
      body: { error: 'accounts.username_in_use' },
    });
    expect(await cognitoUser(sameUsername.email)).toBeNull();
    expect((await claims(sameUsername.email, sameUsername.username)).email).toBeNull();
    expect(await Counters.get(Counters.names.usersByRole('Client'))).toBe(artistsBefore);
  });

  it('lets only one of two simultaneous sign-ups with the same e-mail through', async () => {
    const a = newPerson();
    const b = { ...newPerson(), email: a.email };
    const results = await Promise.all([
      callRoute('POST /register', { body: a }),
      callRoute('POST /register', { body: b }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('keeps the role counters exact under concurrent registrations', async () => {
    const before = await Counters.getMany([Counters.names.usersByRole('Artist'), Counters.names.usersByRole('Client')]);
    const people = [...Array(6)].map((_, i) => newPerson(i % 2 ? 'Client' : 'Artist'));
    const results = await Promise.all(people.map((body) => callRoute('POST /register', { body })));
    expect(results.every((r) => r.status === 201)).toBe(true);
    const after = await Counters.getMany([Counters.names.usersByRole('Artist'), Counters.names.usersByRole('Client')]);
    expect(after(Counters.names.usersByRole('Artist'))).toBe(before(Counters.names.usersByRole('Artist')) + 3);
    expect(after(Counters.names.usersByRole('Client'))).toBe(before(Counters.names.usersByRole('Client')) + 3);
  });

  it('rolls back everything when a later step fails (here Cognito refuses the password)', async () => {
    // The shared schema and the pool's policy agree, so make Cognito itself fail: an account
    // already exists in Cognito for this e-mail but not in our table.
    const person = newPerson();
    await cognitoClient().send(
      new (await import('@aws-sdk/client-cognito-identity-provider')).AdminCreateUserCommand({
        UserPoolId: endpoints.userPoolId,
        Username: person.email.toLowerCase(),
        MessageAction: 'SUPPRESS',
      }),
    );
    const before = await Counters.get(Counters.names.usersByRole('Artist'));
    const res = await callRoute('POST /register', { body: person });
    expectRefused(res, 409);
    expect(await claims(person.email, person.username)).toEqual({ email: null, username: null });
    expect(await Counters.get(Counters.names.usersByRole('Artist'))).toBe(before);
    expect(await mailsTo(endpoints.mailbox, person.email)).toHaveLength(0);
  });

  it('answers 400 naming the field for bad input, and registers nothing', async () => {
    const person = newPerson();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...person, email: 'not-an-email' }, 'email'],
      [{ ...person, password: 'short' }, 'password'],
      [{ ...person, role: 'Admin' }, 'role'],
      [{ ...person, username: 'has spaces' }, 'username'],
      [{ ...person, firstName: '' }, 'firstName'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/register', { body });
      expect(res.status, field).toBe(400);
      expect(res.body.field).toBe(field);
    }
    expect(await claims(person.email, person.username)).toEqual({ email: null, username: null });
  });

  it('rate-limits registrations per client address with a clear 429', async () => {
    const ip = clientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await call('POST', '/register', { body: { bad: true }, ip })).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    const limited = await callRoute('POST /register', { body: newPerson(), ip });
    expect(limited).toMatchObject({
      status: 429,
      body: { error: 'rate_limited', message: 'Too many attempts. Please wait a few minutes and try again.' },
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is unaffected.
    expect((await callRoute('GET /check-email', { query: { email: 'someone@example.test' } })).status).toBe(200);
  });

  it("counts a call through the site by the viewer's address the edge names, and a direct call by its own whatever it names", async () => {
    const { env } = inject('stack');
    const registerFrom = async (ip: string, viewer: string, secret?: string) =>
      (
        await call('POST', '/register', {
          body: { bad: true },
          ip,
          headers: { [VIEWER_ADDRESS_HEADER]: viewer, ...(secret ? { [EDGE_SECRET_HEADER]: secret } : {}) },
        })
      ).status;
    // Direct: a caller naming a new address each time is still one address.
    const direct = clientIp();
    const named: number[] = [];
    for (let i = 0; i < 11; i++) named.push(await registerFrom(direct, clientIp(), 'not-the-edge-secret-at-all'));
    expect(named.at(-1)).toBe(429);
    // Through the edge (one address for everyone behind it): each viewer is counted apart.
    const edge = clientIp();
    const viewer = clientIp();
    const viewers: number[] = [];
    for (let i = 0; i < 11; i++) viewers.push(await registerFrom(edge, viewer, env.EDGE_SECRET));
    expect(viewers.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(viewers[10]).toBe(429);
    expect(await registerFrom(edge, clientIp(), env.EDGE_SECRET)).toBe(400);
  });
});

describe('confirmation', () => {
  it('refuses sign-in before confirmation, confirms once, and then signs in', async () => {
    const person = newPerson('Client');
    await callRoute('POST /register', { body: person });
    await expect(
      signInTokens(endpoints.cognito, endpoints.userPoolClientId, person.email.toLowerCase(), person.password),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'User is disabled.',
    });

    const mail = await waitForMail(endpoints.mailbox, person.email, 'Confirm your Crafti account');
    const token = new URL(linkIn(mail, endpoints.web)).searchParams.get('confirm')!;
    expect(await callRoute('POST /confirm-account', { body: { token } })).toMatchObject({
      status: 200,
      body: { message: 'Your account is confirmed. You can now sign in.' },
    });
    expect(await cognitoUser(person.email)).toMatchObject({ UserStatus: 'CONFIRMED', Enabled: true });
    const tokens = await signInTokens(
      endpoints.cognito,
      endpoints.userPoolClientId,
      person.email.toLowerCase(),
      person.password,
    );
    const sub = decodeJwt(tokens.idToken).sub!;
    expect(
      await callRoute('GET /user-role/{userId}', { params: { userId: sub }, token: tokens.idToken }),
    ).toMatchObject({ status: 200, body: { role: 'Client' } });

    // The link is single-use.
    expect(await callRoute('POST /confirm-account', { body: { token } })).toMatchObject({
      status: 400,
      body: { error: 'accounts.link_invalid', message: 'This link is invalid or has expired.' },
    });
  });

  it('refuses an expired link', async () => {
    const person = newPerson();
    await callRoute('POST /register', { body: person });
    const mail = await waitForMail(endpoints.mailbox, person.email, 'Confirm your Crafti account');
    const token = new URL(linkIn(mail, endpoints.web)).searchParams.get('confirm')!;
    // Age the stored token past its expiry (DynamoDB's TTL may not have removed it yet).
    const { createHash } = await import('node:crypto');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { dynamo, tableName } = await import('@functions/core/db/client');
    const params = db()
      .entities.accountToken.get({ tokenHash: createHash('sha256').update(token).digest('hex') })
      .params();
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: params.Key,
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    expect((await callRoute('POST /confirm-account', { body: { token } })).status).toBe(400);
    expect((await cognitoUser(person.email))?.Enabled).toBe(false);
  });

  it('resends a link only to an account that is still waiting, with the same answer either way', async () => {
    const person = newPerson();
    await callRoute('POST /register', { body: person });
    const generic = {
      status: 200,
      body: { message: 'If that account is waiting for confirmation, we have sent a new confirmation link.' },
    };
    expect(await callRoute('POST /resend-confirmation', { body: { email: person.email } })).toMatchObject(generic);
    expect(
      await callRoute('POST /resend-confirmation', { body: { email: `nobody-${randomUUID()}@example.test` } }),
    ).toMatchObject(generic);
    await expect.poll(async () => (await mailsTo(endpoints.mailbox, person.email)).length).toBe(2);
  });
});

describe('password reset', () => {
  it('mails a single-use link that sets a new password, and does not reveal unknown addresses', async () => {
    const person = await registerAndConfirm();
    const generic = {
      status: 200,
      body: {
        message: 'If an account exists for that email, we have sent a password reset link. Please check your inbox.',
      },
    };
    expect(
      await callRoute('POST /password-reset', { body: { email: `nobody-${randomUUID()}@example.test` } }),
    ).toMatchObject(generic);
    expect(await callRoute('POST /password-reset', { body: { email: person.email } })).toMatchObject(generic);

    const mail = await waitForMail(endpoints.mailbox, person.email, 'Reset your Crafti password');
    const token = new URL(linkIn(mail, endpoints.web)).searchParams.get('token')!;
    const weak = await callRoute('POST /update-password', { body: { token, password: 'weak' } });
    expect(weak).toMatchObject({ status: 400, body: { field: 'password' } });

    const updated = await callRoute('POST /update-password', { body: { token, password: 'New-Passw0rd' } });
    expect(updated).toMatchObject({
      status: 200,
      body: { message: 'Your password has been updated.', email: person.email.toLowerCase() },
    });
    await expect(
      signInTokens(endpoints.cognito, endpoints.userPoolClientId, person.email.toLowerCase(), 'New-Passw0rd'),
    ).resolves.toBeTruthy();
    await expect(
      signInTokens(endpoints.cognito, endpoints.userPoolClientId, person.email.toLowerCase(), person.password),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });

    const reused = await callRoute('POST /update-password', { body: { token, password: 'Another-Passw0rd' } });
    expect(reused).toMatchObject({ status: 400, body: { error: 'accounts.link_invalid' } });
  });

  it('refuses a confirmation token used as a reset token', async () => {
    const person = newPerson();
    await callRoute('POST /register', { body: person });
    const mail = await waitForMail(endpoints.mailbox, person.email, 'Confirm your Crafti account');
    const token = new URL(linkIn(mail, endpoints.web)).searchParams.get('confirm')!;
    expect((await callRoute('POST /update-password', { body: { token, password: 'New-Passw0rd' } })).status).toBe(400);
  });

  it('rate-limits reset requests per address', async () => {
    const ip = clientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await callRoute('POST /password-reset', { body: { email: 'x@example.test' }, ip })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('signed-in calls', () => {
  it("answers the navigation counts for the caller and 403 for another user's id", async () => {
    const a = await registerAndConfirm(newPerson('Artist'));
    const b = await registerAndConfirm(newPerson('Client'));
    const ta = await signInTokens(endpoints.cognito, endpoints.userPoolClientId, a.email.toLowerCase(), a.password);
    const tb = await signInTokens(endpoints.cognito, endpoints.userPoolClientId, b.email.toLowerCase(), b.password);
    const subOf = (t: string) => decodeJwt(t).sub!;
    const [subA, subB] = [subOf(ta.idToken), subOf(tb.idToken)];

    expect(await callRoute('GET /cart/count/{userId}', { params: { userId: subA }, token: ta.idToken })).toMatchObject({
      status: 200,
      body: { count: 0 },
    });
    expect(
      await callRoute('GET /notifications/count/{userId}', { params: { userId: subA }, token: ta.idToken }),
    ).toMatchObject({ status: 200, body: { count: 0 } });
    await db()
      .entities.counter.update({ name: Counters.names.unreadNotifications(subA) })
      .add({ value: 3 })
      .go();
    expect(
      (await callRoute('GET /notifications/count/{userId}', { params: { userId: subA }, token: ta.idToken })).body,
    ).toEqual({ count: 3 });

    for (const path of [`/cart/count/${subB}`, `/notifications/count/${subB}`, `/user-role/${subB}`]) {
      expect((await call('GET', path, { token: ta.idToken })).status, path).toBe(403);
      expect((await call('GET', path)).status, path).toBe(401);
    }
    expect((await callRoute('POST /logout', { token: tb.idToken })).status).toBe(200);
    expect((await callRoute('POST /logout')).status).toBe(401);
  });

  it('gives admins the totals from the counters, and refuses everyone else', async () => {
    const admin = await signInTokens(
      endpoints.cognito,
      endpoints.userPoolClientId,
      'admin@crafti.test',
      'CraftiAdmin1',
    );
    const stats = await callRoute('GET /admin/stats', { token: admin.idToken });
    const clients = await Counters.get(Counters.names.usersByRole('Client'));
    const artists = await Counters.get(Counters.names.usersByRole('Artist'));
    // Other files (verification) may have run first and verified artists.
    const verified = await Counters.get(Counters.names.verifiedArtists);
    const artworks = await Counters.get(Counters.names.arts);
    expect(artworks).toBeGreaterThan(0); // the demo seed's arts
    expect(stats).toMatchObject({
      status: 200,
      body: {
        totalUsers: clients + artists,
        totalClients: clients,
        totalArtists: artists,
        totalVerifiedArtists: verified,
        totalArtworks: artworks,
      },
    });
    const person = await registerAndConfirm(newPerson('Client'));
    const t = await signInTokens(
      endpoints.cognito,
      endpoints.userPoolClientId,
      person.email.toLowerCase(),
      person.password,
    );
    expect((await callRoute('GET /admin/stats', { token: t.idToken })).status).toBe(403);
    expect((await callRoute('GET /admin/stats')).status).toBe(401);
  });
});
