import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as Jobs from '@functions/core/jobs/jobs';
import { ErrorCodes } from '@shared/api/errors';
import { DAILY_APPLICATION_CAP, JOB_MESSAGES } from '@shared/schemas/jobs';
import { apiClient, expectOk, expectRefused, isOk, type RouteBody } from '../support/api';
import {
  applicants,
  applicantTotal,
  apply,
  countOf,
  fields,
  newJob,
  notificationsOf,
  openIds,
  post,
  unapply,
} from '../support/jobs';
import { createPerson, type TestUser } from '../support/users';

const { endpoints } = inject('stack');
const { callRoute, callOk, call } = apiClient(endpoints.api);

describe('the jobs board', () => {
  let client: TestUser;
  let otherClient: TestUser;
  let artist: TestUser;
  let otherArtist: TestUser;

  beforeAll(async () => {
    [client, otherClient, artist, otherArtist] = await Promise.all([
      createPerson({ role: 'Client', prefix: 'jobs-client', firstname: 'Ligaya', lastname: 'Santos' }),
      createPerson({ role: 'Client', prefix: 'jobs-other-client' }),
      createPerson({ role: 'Artist', prefix: 'jobs-artist', firstname: 'Rosario', lastname: 'Magbanua' }),
      createPerson({ role: 'Artist', prefix: 'jobs-other-artist' }),
    ]);
  });

  it('posts a job with styles as a list or a comma-separated string, Open, newest first in the client list and Offers', async () => {
    const first = await post(client, { ...fields('First job'), preferred_art_styles: 'Anime, Manga ,Anime' });
    expectOk(first);
    expect(first.body).toMatchObject({
      status: 'Open',
      preferred_art_styles: ['Anime', 'Manga'],
      applicant_count: 0,
      client: { firstname: 'Ligaya', lastname: 'Santos' },
    });
    const second = await newJob(client, 'Second job');
    const mine = await callOk('GET /api/jobs/client/{userId}', {
      params: { userId: client.userId },
      token: client.idToken,
    });
    expect(mine.jobs.slice(0, 2).map((j) => j.job_id)).toEqual([second, first.body.job_id]);
    const offers = await callOk('GET /api/open-jobs', { token: artist.idToken });
    expect(offers.jobs[0]).toMatchObject({ job_id: second, applicant_count: null });
    expect(await openIds(artist, { style: 'Manga' })).toContain(first.body.job_id);
    expect(await openIds(artist, { style: 'Manga' })).not.toContain(second);
  });

  it('refuses an incomplete job with the spec message and stores nothing', async () => {
    for (const body of [
      { ...fields(), title: '  ' },
      { ...fields(), budget: 'A lot' },
      { ...fields(), preferred_art_styles: [] },
      { ...fields(), preferred_art_styles: 'Not a style' },
      { ...fields(), deadline: 'soon' },
    ]) {
      // Some of these are not even the body's type: sent raw.
      expect(
        (
          await call('POST', '/api/jobs', {
            token: otherClient.idToken,
            body: { user_id: otherClient.userId, ...body },
          })
        ).status,
      ).toBe(400);
    }
    expect(
      (
        await callOk('GET /api/jobs/client/{userId}', {
          params: { userId: otherClient.userId },
          token: otherClient.idToken,
        })
      ).jobs,
    ).toHaveLength(0);
  });

  it('keeps one application per artist per job, however many clicks race', async () => {
    const jobId = await newJob(client);
    const answers = await Promise.all(Array.from({ length: 8 }, () => apply(artist, jobId)));
    expect(answers.filter(isOk)).toHaveLength(1);
    for (const refused of answers.filter((a) => !isOk(a))) {
      expectRefused(refused, 409);
      expect(refused.body.message).toBe(JOB_MESSAGES.alreadyApplied);
    }
    expect(await countOf(jobId)).toBe(1);
    const list = await applicants(client, jobId);
    expect(list.body).toMatchObject({
      total: 1,
      applicants: [{ user_id: artist.userId, firstname: 'Rosario', status: 'Pending', email: '' }],
    });
    const notes = await notificationsOf(client);
    expect(notes.some((n) => n.type === 'application' && n.message.includes('Rosario Magbanua applied'))).toBe(true);
  });

  it('keeps the applicant count exact under concurrent applies and unapplies of many artists', async () => {
    const jobId = await newJob(client);
    const artists = await Promise.all(
      Array.from({ length: 6 }, (_, i) => createPerson({ role: 'Artist', prefix: `jobs-crowd-${i}` })),
    );
    await Promise.all(artists.map((a) => apply(a, jobId)));
    expect(await countOf(jobId)).toBe(6);
    // Three unapply (twice each, at once) while three others apply again (already applied).
    const answers = await Promise.all([
      ...artists.slice(0, 3).flatMap((a) => [unapply(a, jobId), unapply(a, jobId)]),
      ...artists.slice(3).map((a) => apply(a, jobId)),
    ]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(await countOf(jobId)).toBe(3);
    expect(await applicantTotal(client, jobId)).toBe(3);
    // Apply and unapply racing for the same artist settles on a count that matches what is stored.
    await Promise.all(artists.slice(0, 3).flatMap((a) => [apply(a, jobId), unapply(a, jobId), apply(a, jobId)]));
    const stored = [];
    let cursor: string | null = null;
    do {
      const page: RouteBody<'GET /api/job-applicants/{jobId}'> = await callOk('GET /api/job-applicants/{jobId}', {
        params: { jobId },
        query: cursor ? { cursor } : {},
        token: client.idToken,
      });
      stored.push(...page.applicants);
      cursor = page.cursor;
    } while (cursor);
    expect(await countOf(jobId)).toBe(stored.length);
  });

  it('refuses applications to Closed and Completed jobs with 409, and lets the artist unapply only while Pending', async () => {
    const jobId = await newJob(client);
    expect(
      (
        await callOk('PATCH /api/jobs/{jobId}', {
          params: { jobId },
          token: client.idToken,
          body: { status: 'Closed' },
        })
      ).status,
    ).toBe('Closed');
    const closed = await apply(artist, jobId);
    expectRefused(closed, 409);
    expect(closed.body.message).toBe(JOB_MESSAGES.notOpen);
    expect(await openIds(artist)).not.toContain(jobId);
    await callRoute('PATCH /api/jobs/{jobId}', { params: { jobId }, token: client.idToken, body: { status: 'Open' } });
    expect(await openIds(artist)).toContain(jobId);
    expect((await apply(artist, jobId)).status).toBe(201);
    await callRoute('PATCH /api/jobs/{jobId}', {
      params: { jobId },
      token: client.idToken,
      body: { status: 'Completed' },
    });
    expect((await apply(otherArtist, jobId)).status).toBe(409);
    // Deciding still works on a completed job; the artist then cannot unapply, only remove.
    const decided = await callOk('PATCH /api/job-applicants/status', {
      token: client.idToken,
      body: { job_id: jobId, user_id: artist.userId, status: 'Accepted' },
    });
    expect(decided.status).toBe('Accepted');
    expect((await unapply(artist, jobId)).status).toBe(409);
    const applied = await callOk('GET /api/my-applied-job-details/{userId}', {
      params: { userId: artist.userId },
      token: artist.idToken,
    });
    expect(applied.jobs.find((j) => j.job_id === jobId)).toMatchObject({
      application_status: 'Accepted',
      status: 'Completed',
    });
    const withEmail = await callOk('GET /api/job-applicants/{jobId}', { params: { jobId }, token: client.idToken });
    expect(withEmail.applicants[0]!.email).toBe(artist.email);
    expect((await notificationsOf(artist)).some((n) => n.message.includes('was accepted'))).toBe(true);
    const removed = await callOk('DELETE /api/delete-application', {
      token: artist.idToken,
      body: { job_id: jobId, user_id: artist.userId },
    });
    expect(removed.message).toBe(JOB_MESSAGES.removed);
    const records = await callOk('GET /api/my-applied-jobs/{userId}', {
      params: { userId: artist.userId },
      token: artist.idToken,
    });
    expect(records.items.map((r) => r.job_id)).not.toContain(jobId);
    // The client still sees who applied.
    expect(await applicantTotal(client, jobId)).toBe(1);
  });

  it('lets only the job’s client change, delete or read its applicants, and only the applying artist unapply or remove', async () => {
    const jobId = await newJob(client);
    expect((await apply(artist, jobId)).status).toBe(201);
    const asOther = { token: otherClient.idToken };
    expect(
      (await callRoute('PATCH /api/jobs/{jobId}', { params: { jobId }, ...asOther, body: { status: 'Closed' } }))
        .status,
    ).toBe(403);
    expect(
      (
        await callRoute('PATCH /api/jobs/{jobId}', {
          params: { jobId },
          ...asOther,
          body: { ...fields('Hijacked'), status: 'Open' },
        })
      ).status,
    ).toBe(403);
    expect((await callRoute('DELETE /api/jobs/{jobId}', { params: { jobId }, ...asOther })).status).toBe(403);
    expect((await callRoute('GET /api/job-applicants/{jobId}', { params: { jobId }, ...asOther })).status).toBe(403);
    expect(
      (
        await callRoute('PATCH /api/job-applicants/status', {
          ...asOther,
          body: { job_id: jobId, user_id: artist.userId, status: 'Rejected' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await callRoute('GET /api/jobs/client/{userId}', { params: { userId: client.userId }, ...asOther })).status,
    ).toBe(403);
    // Artists cannot post or manage; clients cannot apply.
    expect((await callRoute('POST /api/jobs', { token: artist.idToken, body: fields() })).status).toBe(403);
    expect(
      (
        await callRoute('POST /api/apply-job', {
          token: client.idToken,
          body: { job_id: jobId, user_id: client.userId },
        })
      ).status,
    ).toBe(403);
    // Another artist cannot unapply or remove someone else's application.
    expect(
      (
        await callRoute('DELETE /api/unapply-job', {
          token: otherArtist.idToken,
          body: { job_id: jobId, user_id: artist.userId },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await callRoute('DELETE /api/delete-application', {
          token: otherArtist.idToken,
          body: { job_id: jobId, user_id: artist.userId },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await callRoute('GET /api/my-applied-jobs/{userId}', {
          params: { userId: artist.userId },
          token: otherArtist.idToken,
        })
      ).status,
    ).toBe(403);
    // Nothing changed.
    const job = await Jobs.getItem(jobId);
    expect(job).toMatchObject({ status: 'Open', title: 'Mural for our cafe', applicantCount: 1 });
    expect(
      (await callOk('GET /api/job-applicants/{jobId}', { params: { jobId }, token: client.idToken })).applicants[0]!
        .status,
    ).toBe('Pending');
    // The owner edits everything at once.
    const edited = await callRoute('PATCH /api/jobs/{jobId}', {
      params: { jobId },
      token: client.idToken,
      body: { ...fields('Bigger mural'), preferred_art_styles: 'Pop Art', status: 'In Progress' },
    });
    expect(edited.body).toMatchObject({
      title: 'Bigger mural',
      preferred_art_styles: ['Pop Art'],
      status: 'In Progress',
    });
    expect(await openIds(artist, { style: 'Realism' })).not.toContain(jobId);
  });

  it('deleting a job removes its applications from every artist’s Applied list and its listing', async () => {
    const jobId = await newJob(client);
    const keep = await newJob(client);
    for (const a of [artist, otherArtist]) expect((await apply(a, jobId)).status).toBe(201);
    expect((await apply(otherArtist, keep)).status).toBe(201);
    expect((await callOk('DELETE /api/jobs/{jobId}', { params: { jobId }, token: client.idToken })).message).toBe(
      JOB_MESSAGES.deleted,
    );
    for (const a of [artist, otherArtist]) {
      const records = await callOk('GET /api/my-applied-jobs/{userId}', {
        params: { userId: a.userId },
        token: a.idToken,
      });
      expect(records.items.map((r) => r.job_id)).not.toContain(jobId);
    }
    expect(await openIds(artist)).not.toContain(jobId);
    expect(await Jobs.getItem(jobId)).toBeNull();
    expect((await apply(artist, jobId)).status).toBe(404);
    expect((await applicants(client, jobId)).status).toBe(404);
    expect(await countOf(keep)).toBe(1);
  });

  it('caps free applications per artist per day with a clear message', async () => {
    const busy = await createPerson({ role: 'Artist', prefix: 'jobs-busy' });
    const jobs = await Promise.all(
      Array.from({ length: DAILY_APPLICATION_CAP + 1 }, (_, i) => newJob(otherClient, `Cap job ${i}`)),
    );
    for (const jobId of jobs.slice(0, DAILY_APPLICATION_CAP)) expect((await apply(busy, jobId)).status).toBe(201);
    const refused = await apply(busy, jobs[DAILY_APPLICATION_CAP]!);
    expectRefused(refused, 429);
    expect(refused.body.message).toBe(JOB_MESSAGES.dailyCap);
    expect(await countOf(jobs[DAILY_APPLICATION_CAP]!)).toBe(0);
    // A duplicate does not use up the day's applications.
    expect((await apply(artist, jobs[0]!)).status).toBe(201);
    expect((await apply(artist, jobs[0]!)).status).toBe(409);
  });

  it('answers each refusal of an application with its own error code', async () => {
    const jobId = await newJob(client);
    expect((await apply(otherArtist, jobId)).status).toBe(201);
    expect((await apply(otherArtist, jobId)).body).toEqual({
      error: ErrorCodes.jobAlreadyApplied,
      message: JOB_MESSAGES.alreadyApplied,
    });
    await callRoute('PATCH /api/job-applicants/status', {
      token: client.idToken,
      body: { job_id: jobId, user_id: otherArtist.userId, status: 'Rejected' },
    });
    expect((await unapply(otherArtist, jobId)).body).toEqual({
      error: ErrorCodes.jobApplicationDecided,
      message: JOB_MESSAGES.notPending,
    });
    await callRoute('PATCH /api/jobs/{jobId}', {
      params: { jobId },
      token: client.idToken,
      body: { status: 'Closed' },
    });
    expect((await apply(artist, jobId)).body).toEqual({ error: ErrorCodes.jobClosed, message: JOB_MESSAGES.notOpen });
  });

  it('tells an artist in Offers which jobs they already applied to, and how it stands', async () => {
    const seeker = await createPerson({ role: 'Artist', prefix: 'jobs-offers-status' });
    const [older, applied, decided, newest] = [
      await newJob(otherClient, 'Offer A'),
      await newJob(otherClient, 'Offer B'),
      await newJob(otherClient, 'Offer C'),
      await newJob(otherClient, 'Offer D'),
    ];
    expect((await apply(seeker, applied)).status).toBe(201);
    expect((await apply(seeker, decided)).status).toBe(201);
    await callRoute('PATCH /api/job-applicants/status', {
      token: otherClient.idToken,
      body: { job_id: decided, user_id: seeker.userId, status: 'Accepted' },
    });
    const statuses = new Map<string, string | null>();
    let cursor: string | null = null;
    do {
      const page: RouteBody<'GET /api/open-jobs'> = await callOk('GET /api/open-jobs', {
        query: cursor ? { cursor } : {},
        token: seeker.idToken,
      });
      for (const j of page.jobs) statuses.set(j.job_id, j.application_status);
      cursor = page.cursor;
    } while (cursor && !statuses.has(older));
    expect([older, applied, decided, newest].map((id) => statuses.get(id))).toEqual([
      null,
      'Pending',
      'Accepted',
      null,
    ]);
    // Someone else sees none of it.
    const other = await callOk('GET /api/open-jobs', { token: otherArtist.idToken });
    expect(other.jobs.find((j) => j.job_id === applied)?.application_status ?? null).toBeNull();
  });

  it('settles an application racing its client’s close: refused, or stored because it came first; the count matches what is stored', async () => {
    const racers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => createPerson({ role: 'Artist', prefix: `jobs-racer-${i}` })),
    );
    const late = await Promise.all(
      Array.from({ length: 6 }, (_, i) => createPerson({ role: 'Artist', prefix: `jobs-late-${i}` })),
    );
    for (let round = 0; round < late.length; round++) {
      const jobId = await newJob(client, `Race ${round}`);
      const [closed, ...answers] = await Promise.all([
        callRoute('PATCH /api/jobs/{jobId}', { params: { jobId }, token: client.idToken, body: { status: 'Closed' } }),
        ...racers.map((a) => apply(a, jobId)),
      ]);
      expectOk(closed);
      expect(closed.body.status).toBe('Closed');
      for (const answer of answers) {
        if (answer.status !== 201) {
          expectRefused(answer, 409);
          expect(answer.body.error).toBe(ErrorCodes.jobClosed);
        }
      }
      const stored = [];
      let cursor: string | null = null;
      do {
        const page: RouteBody<'GET /api/job-applicants/{jobId}'> = await callOk('GET /api/job-applicants/{jobId}', {
          params: { jobId },
          query: cursor ? { cursor } : {},
          token: client.idToken,
        });
        stored.push(...page.applicants);
        cursor = page.cursor;
      } while (cursor);
      const accepted = racers.filter((_, i) => answers[i]!.status === 201).map((a) => a.userId);
      expect(stored.map((a) => a.user_id).sort()).toEqual([...accepted].sort());
      expect(await countOf(jobId)).toBe(stored.length);
      expect(await applicantTotal(client, jobId)).toBe(stored.length);
      // The job is Closed now: nothing more gets in, from the racers or anyone new.
      for (const a of [...racers, late[round]!]) {
        const after = await apply(a, jobId);
        expectRefused(after, 409);
        expect(after.body.error).toBe(ErrorCodes.jobClosed);
      }
      expect(await countOf(jobId)).toBe(stored.length);
    }
  });

  it('refuses a forged page cursor with 400', async () => {
    const forged = Buffer.from(JSON.stringify({ pk: 'x', sk: 'y' })).toString('base64url');
    expect((await callRoute('GET /api/open-jobs', { query: { cursor: forged }, token: artist.idToken })).status).toBe(
      400,
    );
    expect(
      (
        await callRoute('GET /api/jobs/client/{userId}', {
          params: { userId: client.userId },
          query: { cursor: forged },
          token: client.idToken,
        })
      ).status,
    ).toBe(400);
  });
});
