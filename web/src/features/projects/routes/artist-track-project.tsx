import { queryClient } from '@web/lib/session-services';
import type { SessionUser } from '@web/lib/stored-session';
import { projectsQuery, summaryQuery } from '../api/projects';
import { ProjectDashboard } from '../components/dashboard';

/** What the dashboard shows first (the projects and their summary), into the query cache before its first render (app/screen.tsx `warm`). */
export function warm({ userId, role }: SessionUser): Promise<unknown> {
  if (role !== 'Artist') return Promise.resolve();
  return Promise.all([
    queryClient.prefetchQuery(projectsQuery('Artist', userId)),
    queryClient.prefetchQuery(summaryQuery(userId)),
  ]);
}

/** /artist-track-project: the artist's Project Dashboard. */
export function Component() {
  return <ProjectDashboard side="Artist" />;
}
