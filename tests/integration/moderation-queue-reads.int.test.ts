import { describe, expect, it } from 'vitest';
import { createPerson, type TestUser } from '../support/users';
import { meterThisWorker } from '../support/worker-meter';

/**
 * The admins' moderation queue is one Query (issue 51 §2): each report keeps on its case what the
 * queue shows (the content as reported, its author's name, the newest reports with their
 * reporters' names), so a page of cases reads one item per case, not the target, the reports and
 * the people of each.
 */

const meter = meterThisWorker();

describe('the moderation queue', () => {
  it('shows each case with its content, author and newest reports from one Query', async () => {
    const { actorOf } = await import('@functions/core/actor');
    const Reports = await import('@functions/core/moderation/reports');
    const { queue } = await import('@functions/core/moderation/queue');
    const Community = await import('@functions/core/community/community');
    const [author, ...reporters]: TestUser[] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'queue-author', firstname: 'Dalisay' }),
      ...['Amihan', 'Bituin'].map((firstname) =>
        createPerson({ role: 'Client', prefix: 'queue-reporter', firstname, lastname: 'Reyes' }),
      ),
    ]);
    const posts = [];
    for (const content of ['Buy followers here', 'Cheap copies of famous paintings', 'Visit my other shop'])
      posts.push(
        await Community.create(actorOf(author!.userId, 'Artist'), {
          content,
          category: 'General Discussion',
          images: [],
        }),
      );
    for (const post of posts)
      for (const [i, reporter] of reporters.entries())
        await Reports.report(actorOf(reporter.userId, 'Client'), {
          kind: 'post',
          target_id: post.id,
          reason: i === 0 ? 'Spam' : 'Other',
          details: i === 0 ? '' : `Seen in ${post.id}`,
        });

    const { value: page, reads } = await meter().measure(() => queue('post', undefined));
    expect(reads.requests).toEqual({ Query: 1 });
    expect(reads.items).toBe(page.cases.length);
    for (const post of posts) {
      const theCase = page.cases.find((c) => c.target_id === post.id);
      expect(theCase).toMatchObject({
        open_reports: 2,
        author: { user_id: author!.userId, name: 'Dalisay Artist' },
        content: { snippet: post.content, image_url: null },
      });
      // Newest first, each with its reporter's name.
      expect(theCase!.reports.map((r) => [r.reporter.name, r.reason, r.details])).toEqual([
        ['Bituin Reyes', 'Other', `Seen in ${post.id}`],
        ['Amihan Reyes', 'Spam', ''],
      ]);
    }
  });
});
