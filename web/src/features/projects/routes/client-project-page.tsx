import { ProjectDashboard } from '../components/dashboard';

/** /client-project-page: the client's Project Dashboard (read-only milestones, confirmations). */
export function Component() {
  return <ProjectDashboard side="Client" />;
}
