import { ProjectDashboard } from '../components/dashboard';

/** /artist-track-project: the artist's Project Dashboard. */
export function Component() {
  return <ProjectDashboard side="Artist" />;
}
