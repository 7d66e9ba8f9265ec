import type { Role } from '@shared/schemas/common';
import type { EarlyRequest } from '@web/lib/early-requests';

/**
 * What Browse Job Offers (/browse-jobs, artists) asks the API for as it first renders: the first
 * page of the tab the address opens. The entry (app/early-requests.ts) starts the same request
 * beside the page's code.
 */

/** The tab a query string opens: Applied with `tab=applied`, Offers otherwise. */
export const browseJobsTab = (search: string | URLSearchParams): 'offers' | 'applied' =>
  new URLSearchParams(search).get('tab') === 'applied' ? 'applied' : 'offers';

export function browseJobsRequests(userId: string, role: Role | null, search: string): EarlyRequest[] {
  if (role !== 'Artist') return [];
  return [
    browseJobsTab(search) === 'applied'
      ? { routeKey: 'GET /api/my-applied-job-details/{userId}', params: { userId } }
      : { routeKey: 'GET /api/open-jobs' },
  ];
}
