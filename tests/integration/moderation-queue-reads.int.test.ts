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

  it('shows each open appeal with the action and both names from one Query, however many there are', async () => {
    const { actorOf } = await import('@functions/core/actor');
    const { decidedPost } = await import('../support/moderation');
    const Appeals = await import('@functions/core/moderation/appeals');
    const [admin, ...authors]: TestUser[] = await Promise.all([
      createPerson({ role: 'Admin', prefix: 'appeal-admin', firstname: 'Perla' }),
      ...['Amado', 'Bayani', 'Corazon'].map((firstname) =>
        createPerson({ role: 'Artist', prefix: 'appeal-author', firstname, lastname: 'Santos' }),
      ),
    ]);
    const appealed: { actionId: string; author: TestUser }[] = [];
    for (const author of authors) {
      const { actionId } = await decidedPost(author!, 'hide', admin!.userId);
      await Appeals.appeal(actorOf(author!.userId, 'Artist'), actionId, 'It was my own photo of my own work.');
      appealed.push({ actionId, author: author! });
    }
    const another = await createPerson({ role: 'Admin', prefix: 'appeal-admin2' });
    const { value: page, reads } = await meter().measure(() =>
      Appeals.openAppeals(actorOf(another.userId, 'Admin'), undefined),
    );
    expect(reads.requests).toEqual({ Query: 1 });
    expect(reads.items).toBe(page.appeals.length);
    // Other files' appeals may come first (oldest first): the queue is walked to its end.
    const all = [...page.appeals];
    for (let cursor = page.cursor; cursor;) {
      const next = await Appeals.openAppeals(actorOf(another.userId, 'Admin'), cursor);
      all.push(...next.appeals);
      cursor = next.cursor;
    }
    for (const { actionId, author } of appealed) {
      const shown = all.find((a) => a.appeal.appeal_id === actionId);
      expect(shown).toMatchObject({
        action: { action_id: actionId, action: 'hide', admin_id: admin!.userId, subject_id: author.userId },
        admin: { user_id: admin!.userId, name: 'Perla Admin' },
        person: {
          user_id: author.userId,
          name: `${author === authors[0] ? 'Amado' : author === authors[1] ? 'Bayani' : 'Corazon'} Santos`,
        },
        can_decide: true,
      });
    }
    // The admin who took the action sees that another decides.
    const own = [];
    let at: string | null | undefined;
    do {
      const next = await Appeals.openAppeals(actorOf(admin!.userId, 'Admin'), at ?? undefined);
      own.push(...next.appeals);
      at = next.cursor;
    } while (at);
    expect(own.filter((a) => appealed.some((x) => x.actionId === a.appeal.appeal_id)).map((a) => a.can_decide)).toEqual(
      [false, false, false],
    );
  });
});
