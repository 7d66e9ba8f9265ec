import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as DueWork from '../../functions/core/due-work/due-work';

/** The every-minute job's due work (functions/core/due-work/due-work.ts): what falls due when. */
describe('due work', () => {
  it('runs an item due exactly at the moment of the run, and not a millisecond before', async () => {
    // Long past, so no other test's work is due with it.
    const at = new Date('2020-01-01T00:00:00.000Z');
    const subject = `due-test-${randomUUID()}`;
    await DueWork.ensure('mail_digest', subject, at.toISOString());
    const ran: string[] = [];
    const handlers = { mail_digest: async (item: DueWork.WorkItem) => void ran.push(item.subjectId) };
    await DueWork.runDue(handlers, new Date(at.getTime() - 1));
    expect(ran).not.toContain(subject);
    await DueWork.runDue(handlers, at);
    expect(ran).toContain(subject);
    // Asked again while it waits: kept as it was, not moved.
    await DueWork.ensure('mail_digest', subject, '2030-01-01T00:00:00.000Z');
    expect((await DueWork.find('mail_digest', subject))!.dueAt).toBe(at.toISOString());
    await DueWork.drop('mail_digest', subject);
  });
});
