import { batchWrite as write } from '../seed-write';

/**
 * The list bench's people who used to pay most (issue 51 §2): Find Match's clients (two styles,
 * three styles two of which every candidate artist shares, a heavy blocker with 1,000 blocks).
 */
export async function matchCallers() {
  const { createUser } = await import('../../support/users');
  const Profiles = await import('@functions/core/profiles/profiles');
  const Preferences = await import('@functions/core/profiles/preferences');
  const Blocks = await import('@functions/core/blocks/blocks');
  const { clientPreferencesSchema } = await import('@shared/schemas/profiles');

  /** A client with a profile and Find Match's preferences. */
  async function matchingClient(name: string, styles: string[]) {
    const user = await createUser({ role: 'Client', prefix: `bench-${name.toLowerCase()}` });
    await write((tx) => [
      ...Profiles.create(tx, {
        userId: user.userId,
        role: 'Client',
        email: user.email,
        username: `bench_${name.toLowerCase()}`,
        firstname: 'Bench',
        lastname: name,
        accountStatus: 'active',
      }),
      ...Preferences.save(
        tx,
        user.userId,
        'Client',
        clientPreferencesSchema.parse({ preferred_art_style: styles, budget_range: '₱1,000 - ₱5,000' }),
        null,
        Preferences.cardOf({ firstname: 'Bench', lastname: name }),
      ),
    ]);
    return user;
  }
  const matcher = await matchingClient('Matcher', ['Realism', 'Anime']);
  // The bench's artists each prefer two neighbouring styles of five: read side by side from the
  // same start, those under two of these three were met twice.
  const threeStyles = await matchingClient('Three', ['Realism', 'Abstract', 'Anime']);
  // Their lists leave the blocked out after reading one item, their block set.
  const blocker = await matchingClient('Blocker', ['Realism', 'Anime']);
  for (let i = 0; i < Blocks.MAX_BLOCKS; i += 50)
    await Promise.all(
      Array.from({ length: Math.min(50, Blocks.MAX_BLOCKS - i) }, (_, j) =>
        Blocks.seed(blocker.userId, `bench-blocked-${i + j}`),
      ),
    );
  return { matcher, threeStyles, blocker };
}

/** One in this many posts is reported, by two people: the admins' busy moderation queue. */
const REPORTED_ONE_IN = 10;

/**
 * Reports filed as people file them (Reports.report) on one in REPORTED_ONE_IN of `posts`, each by
 * two artists other than its author, from where the last call stopped.
 */
export function moderationQueueSeed() {
  let done = 0;
  return async function seedReports(posts: { postId: string; authorId: string }[], reporters: string[]) {
    const { actorOf } = await import('@functions/core/actor');
    const Reports = await import('@functions/core/moderation/reports');
    const reported = posts.filter((_, n) => n % REPORTED_ONE_IN === 0).slice(done);
    for (let i = 0; i < reported.length; i += 16)
      await Promise.all(
        reported.slice(i, i + 16).map(async (post, k) => {
          const n = done + i + k;
          const others = reporters.filter((id) => id !== post.authorId);
          for (const reporter of [others[(2 * n) % others.length]!, others[(2 * n + 1) % others.length]!])
            await Reports.report(actorOf(reporter, 'Artist'), {
              kind: 'post',
              target_id: post.postId,
              reason: n % 2 === 0 ? 'Spam' : 'Other',
              details: n % 2 === 0 ? '' : `Bench report ${n}`,
            });
        }),
      );
    done += reported.length;
  };
}
