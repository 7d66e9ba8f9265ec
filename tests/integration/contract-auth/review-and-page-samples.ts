import type { RouteKey } from '@shared/api/contracts';
import { call, projectOf, state, type Context, type Sample } from './fixtures';

/** The reviews' samples (issue 32): a project both sides may review, and a review of `me` to reply to. */

/** A project of `projectOf` the client confirmed Done: both sides may review each other (issue 32). */
async function doneProject(ctx: Context): Promise<{ id: string; owners: Context['me'][] }> {
  const project = await projectOf(ctx, 'Artist Completed the Project');
  const confirmed = await call('POST', '/api/projects/update-status', {
    token: project.owners[1]!.idToken,
    body: { project_id: project.id, status: 'Done' },
  });
  if (confirmed.status !== 200) throw new Error(`confirming the matrix project: ${JSON.stringify(confirmed.body)}`);
  return project;
}
const reviewBody = (id: string) => ({
  kind: 'project',
  transaction_id: id,
  stars: 4,
  text: 'Clear, kind and on time.',
});
/** A published review of `me` (both sides reviewed a done project): its id, `me`'s to reply to. */
const reviewOfMe: Sample = async (ctx) => {
  const project = await doneProject(ctx);
  const [artist, client] = project.owners;
  for (const who of [artist!, client!]) {
    const written = await call('POST', '/api/reviews', { token: who.idToken, body: reviewBody(project.id) });
    if (written.status !== 200) throw new Error(`reviewing the matrix project: ${JSON.stringify(written.body)}`);
  }
  const reviewee = ctx.role === 'Artist' ? artist! : client!;
  const reviewer = reviewee === artist ? client! : artist!;
  return { params: { reviewId: `project~${project.id}~${reviewer.userId}` }, owners: [reviewee] };
};

export const REVIEW_SAMPLES = {
  'POST /api/reviews': async (ctx) => ({ body: reviewBody((await doneProject(ctx)).id) }),
  'GET /api/reviews/pending': () => ({}),
  'POST /api/reviews/{reviewId}/reply': async (ctx) => ({
    ...(await reviewOfMe(ctx)),
    body: { text: 'Thank you, it was a pleasure.' },
  }),
} satisfies Partial<Record<RouteKey, Sample>>;

/** The public pages' samples (issue 49): the matrix seller's art, the matrix artist's shop, this month's sitemap part. */
export const PAGE_SAMPLES = {
  'GET /pages/art/{artId}': () => ({ params: { artId: state.someArt } }),
  'GET /pages/shop/{username}': ({ people }) => ({ params: { username: people.Artist.username! } }),
  'GET /pages/sitemap': () => ({}),
  'GET /pages/sitemap/{part}': () => ({ params: { part: `arts-${new Date().toISOString().slice(0, 7)}` } }),
  'GET /pages/robots': () => ({}),
} satisfies Partial<Record<RouteKey, Sample>>;
