import type { commissionsContract } from '@shared/api/contract/commissions';
import type { GroupRoutes } from '../../lib/http';

const notYet = async (): Promise<never> => {
  throw new Error('not built yet');
};

export const commissionRoutes: GroupRoutes<typeof commissionsContract> = {
  'GET /api/projects/{id}/commission': notYet,
  'POST /api/projects/{id}/fund': notYet,
  'POST /api/projects/{id}/milestones/{position}/deliver': notYet,
  'POST /api/projects/{id}/milestones/{position}/approve': notYet,
  'POST /api/projects/{id}/milestones/{position}/revision': notYet,
  'POST /api/projects/{id}/timeline': notYet,
  'POST /api/projects/{id}/cancel': notYet,
  'POST /api/projects/{id}/cancel/agree': notYet,
  'DELETE /api/projects/{id}/cancel': notYet,
  'POST /api/projects/{id}/dispute': notYet,
  'GET /admin/disputes': notYet,
  'GET /admin/disputes/{id}': notYet,
  'POST /admin/disputes/{id}/decide': notYet,
  'GET /api/arts/{id}/process': notYet,
  'PUT /api/arts/{id}/process': notYet,
  'GET /api/timeline-choices': notYet,
};
