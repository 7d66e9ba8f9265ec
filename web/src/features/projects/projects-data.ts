import type { Role } from '@shared/schemas/common';
import type { EarlyRequest } from '@web/lib/early-requests';

/**
 * What the artist's Project Dashboard (/artist-track-project) asks the API for as it first
 * renders: the projects (its board) and their summary. The entry (app/early-requests.ts) starts
 * the same requests beside the page's code.
 */
export const artistProjectsRequests = (userId: string, role: Role | null): EarlyRequest[] =>
  role === 'Artist'
    ? [
        { routeKey: 'GET /api/artist-projects/{userId}', params: { userId } },
        { routeKey: 'GET /api/project-summary/{userId}', params: { userId } },
      ]
    : [];
