import { backfillTimelineChoices } from './commissions/process';
import { backfillOngoing } from './projects';

/**
 * What the projects' lists read from since issue 51 §3, given to projects made before (timeline
 * choices, in-progress entries): `npm run backfill:projects`, and `npm start` on the local data.
 */
export async function backfillProjects(): Promise<{ choices: number; ongoing: number }> {
  return { choices: await backfillTimelineChoices(), ongoing: await backfillOngoing() };
}
