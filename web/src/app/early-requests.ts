import type { Role } from '@shared/schemas/common';
import { dashboardArtsRequest, dashboardRequests, preloadFirstPictures } from '@web/features/dashboard/dashboard-data';
import { startEarlyRequests, type EarlyRequest } from '@web/lib/early-requests';
import { roleFromGroups } from '@web/lib/stored-session';
import { storedIdToken } from '@web/lib/stored-token';

/**
 * The requests a signed-in page's first render makes, by route pattern, which the entry
 * (main.tsx) starts beside the page's code (lib/early-requests.ts). A page not listed here asks
 * when it renders, as any page does later on; a request listed here that the page no longer makes
 * is simply not used (tests/e2e/prerendered.spec.ts checks that the dashboard's are).
 */
interface Who {
  userId: string;
  role: Role | null;
}

/** The bar's badges (app/layouts/nav-counts.tsx) and the role (lib/session-services.tsx), on every signed-in page: one request (lib/badges.ts). */
function everyPage({ userId }: Who): EarlyRequest[] {
  return [{ routeKey: 'GET /badges/{userId}', params: { userId } }];
}

const PAGES: Record<string, (who: Who) => EarlyRequest[]> = {
  '/dashboard': ({ role }) => dashboardRequests(role),
};

/**
 * Starts the requests of the page on `pattern` with the ID token the session stored, and what
 * their answers lead to (the dashboard's first pictures). With no valid stored token (signed out,
 * or a token to refresh first) the page asks for its data itself, as it renders.
 */
export function startPageRequests(apiUrl: string, pattern: string): void {
  const session = storedIdToken();
  if (!session || typeof session.payload.sub !== 'string') return;
  const who: Who = { userId: session.payload.sub, role: roleFromGroups(session.payload['cognito:groups']) };
  const answers = startEarlyRequests(apiUrl, session.token, [...everyPage(who), ...(PAGES[pattern]?.(who) ?? [])]);
  const arts = answers.get(dashboardArtsRequest);
  if (arts) preloadFirstPictures(arts);
}
