import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as Jobs from '@functions/core/jobs/jobs';
import { ErrorCodes } from '@shared/api/errors';
import { JOB_MESSAGES, REPORT_HIDE_THRESHOLD } from '@shared/schemas/jobs';
import { apiClient, expectRefused } from '../support/api';
import { apply, countOf, fields, newJob, notificationsOf, openIds } from '../support/jobs';
import { createPerson, type TestUser } from '../support/users';

/**
 * Reported jobs: hidden from Offers at the report threshold until an admin dismisses the reports or
 * closes the job (audit-logged), and a job an admin closed stays Closed for its client.
 */

const { endpoints } = inject('stack');
const { callRoute, callOk } = apiClient(endpoints.api);

describe('the jobs board', () => {
  let client: TestUser;
  let artist: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    [client, artist, admin] = await Promise.all([
      createPerson({ role: 'Client', prefix: 'jobs-reports-client' }),
      createPerson({ role: 'Artist', prefix: 'jobs-reports-artist' }),
      createPerson({ role: 'Admin', prefix: 'jobs-reports-admin' }),
    ]);
  });

  it('hides a job from Offers at the report threshold until an admin decides; both decisions are audit-logged', async () => {
    const jobId = await newJob(client, 'Pay me by GCash first');
    const reporters = await Promise.all(
      Array.from({ length: REPORT_HIDE_THRESHOLD }, (_, i) =>
        createPerson({ role: 'Artist', prefix: `jobs-reporter-${i}` }),
      ),
    );
    const report = (a: TestUser) =>
      callRoute('POST /api/jobs/{jobId}/report', {
        params: { jobId },
        token: a.idToken,
        body: { reason: 'Asks for payment outside Crafti', details: 'Wants payment first.' },
      });
    expect((await report(reporters[0]!)).status).toBe(201);
    expect((await report(reporters[0]!)).body.message).toBe(JOB_MESSAGES.alreadyReported);
    expect(await openIds(artist)).toContain(jobId);
    await Promise.all(reporters.slice(1).map(report));
    expect(await openIds(artist)).not.toContain(jobId);
    expect((await apply(artist, jobId)).body).toMatchObject({ message: JOB_MESSAGES.underReview });
    // The client still sees their job.
    const mine = await callOk('GET /api/jobs/client/{userId}', {
      params: { userId: client.userId },
      token: client.idToken,
    });
    expect(mine.jobs.map((j) => j.job_id)).toContain(jobId);

    const queue = await callOk('GET /admin/job-reports', { token: admin.idToken });
    const rows = queue.reports.filter((r) => r.job_id === jobId);
    expect(rows).toHaveLength(REPORT_HIDE_THRESHOLD);
    expect(rows[0]).toMatchObject({
      job_title: 'Pay me by GCash first',
      reason: 'Asks for payment outside Crafti',
      open_reports: REPORT_HIDE_THRESHOLD,
    });
    expect((await callRoute('GET /admin/job-reports', { token: artist.idToken })).status).toBe(403);

    const dismissed = await callRoute('POST /admin/job-reports/{jobId}/dismiss', {
      params: { jobId },
      token: admin.idToken,
    });
    expect(dismissed.body).toMatchObject({ resolved: REPORT_HIDE_THRESHOLD, status: 'Open' });
    expect(await openIds(artist)).toContain(jobId);
    const after = await callOk('GET /admin/job-reports', { token: admin.idToken });
    expect(after.reports.filter((r) => r.job_id === jobId)).toHaveLength(0);

    expect((await report(reporters[0]!)).status).toBe(201);
    const closed = await callRoute('POST /admin/job-reports/{jobId}/close', {
      params: { jobId },
      token: admin.idToken,
    });
    expect(closed.body).toMatchObject({ resolved: 1, status: 'Closed' });
    expect((await apply(artist, jobId)).status).toBe(409);
    expect((await notificationsOf(client)).some((n) => n.message.includes('was closed by an admin'))).toBe(true);

    const log = await callOk('GET /admin/audit-log', { token: admin.idToken });
    const actions = log.entries.filter((e) => e.targetId === jobId).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['job.report.dismiss', 'job.report.close']));
  });

  it('keeps a job an admin closed after reports Closed: its client cannot reopen it and artists cannot apply', async () => {
    const jobId = await newJob(client, 'Deposit by GCash first');
    const reporters = await Promise.all(
      Array.from({ length: REPORT_HIDE_THRESHOLD }, (_, i) =>
        createPerson({ role: 'Artist', prefix: `jobs-mod-reporter-${i}` }),
      ),
    );
    for (const r of reporters) {
      expect(
        (
          await callRoute('POST /api/jobs/{jobId}/report', {
            params: { jobId },
            token: r.idToken,
            body: { reason: 'Scam or fake job' },
          })
        ).status,
      ).toBe(201);
    }
    expect(
      (await callRoute('POST /admin/job-reports/{jobId}/close', { params: { jobId }, token: admin.idToken })).body,
    ).toMatchObject({ status: 'Closed' });

    for (const body of [
      { status: 'Open' as const },
      { status: 'In Progress' as const },
      { ...fields('Deposit by GCash first'), status: 'Open' as const },
    ]) {
      const reopened = await callRoute('PATCH /api/jobs/{jobId}', { params: { jobId }, token: client.idToken, body });
      expect(reopened.status, JSON.stringify(body)).toBe(409);
      expect(reopened.body).toEqual({ error: ErrorCodes.jobClosedByAdmin, message: JOB_MESSAGES.closedByAdmin });
    }
    expect(await Jobs.getItem(jobId)).toMatchObject({ status: 'Closed', openReports: 0 });
    expect(await openIds(artist)).not.toContain(jobId);
    const refused = await apply(artist, jobId);
    expectRefused(refused, 409);
    expect(refused.body.error).toBe(ErrorCodes.jobClosed);
    expect(await countOf(jobId)).toBe(0);
    // Its client may still edit it while it stays Closed.
    const edited = await callRoute('PATCH /api/jobs/{jobId}', {
      params: { jobId },
      token: client.idToken,
      body: { ...fields('Portrait commission'), status: 'Closed' },
    });
    expect(edited.body).toMatchObject({ title: 'Portrait commission', status: 'Closed' });
    expect(await openIds(artist)).not.toContain(jobId);
    // A job its client closed themselves they may reopen.
    const own = await newJob(client, 'Closed by its client');
    expect(
      (
        await callOk('PATCH /api/jobs/{jobId}', {
          params: { jobId: own },
          token: client.idToken,
          body: { status: 'Closed' },
        })
      ).status,
    ).toBe('Closed');
    expect(
      (
        await callOk('PATCH /api/jobs/{jobId}', {
          params: { jobId: own },
          token: client.idToken,
          body: { status: 'Open' },
        })
      ).status,
    ).toBe('Open');
  });
});
