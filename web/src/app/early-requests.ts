import type { Role } from '@shared/schemas/common';
import { artRequests, preloadArtPicture } from '@web/features/arts/art-data';
import { browseArtsRequests, preloadBrowsePictures } from '@web/features/arts/browse-arts-data';
import { cartRequests } from '@web/features/cart/cart-data';
import { messagesRequests } from '@web/features/chat/messages-data';
import { communityRequests, preloadFeedPicture } from '@web/features/community/community-data';
import { dashboardRequests, preloadDashboardPictures } from '@web/features/dashboard/dashboard-data';
import { browseJobsRequests } from '@web/features/jobs/browse-jobs-data';
import { artistProjectsRequests } from '@web/features/projects/projects-data';
import { startEarlyRequests, type EarlyRequest } from '@web/lib/early-requests';
import { roleFromGroups } from '@web/lib/stored-session';
import { storedIdToken } from '@web/lib/stored-token';

/**
 * The requests a signed-in page's first render makes, by route pattern, which the entry
 * (main.tsx) starts beside the page's code (lib/early-requests.ts). A page not listed here asks
 * when it renders, as any page does later on; a request listed here that the page no longer makes
 * is simply not used (tests/e2e/prerendered.spec.ts and signed-in-boot.spec.ts check that they are).
 * Each page's requests come from its feature's small `*-data.ts` module, which its code uses too.
 */
interface Who {
  userId: string;
  role: Role | null;
}

/** Where the page is: its path (an art's id) and query string (Browse Arts' filters, the open conversation). */
interface Where {
  pathname: string;
  search: string;
}

/** The bar's badges (app/layouts/nav-counts.tsx) and the role (lib/session-services.tsx), on every signed-in page: one request (lib/badges.ts). */
function everyPage({ userId }: Who): EarlyRequest[] {
  return [{ routeKey: 'GET /badges/{userId}', params: { userId } }];
}

const PAGES: Record<string, (who: Who, where: Where) => EarlyRequest[]> = {
  '/dashboard': ({ role }) => dashboardRequests(role),
  '/browse-arts': ({ userId }, { search }) => browseArtsRequests(userId, search),
  '/art/:artId': ({ userId }, { pathname }) => artRequests(userId, pathname),
  '/cart': ({ userId }) => cartRequests(userId),
  '/community': () => communityRequests(),
  '/messages': (_, { search }) => messagesRequests(search),
  '/artist-track-project': ({ userId, role }) => artistProjectsRequests(userId, role),
  '/browse-jobs': ({ userId, role }, { search }) => browseJobsRequests(userId, role, search),
};

/** A page's first pictures, fetched once the answer naming them comes (lib/first-pictures.ts), by the route of that answer. */
const PICTURES: Record<string, [EarlyRequest['routeKey'], (answer: Promise<Response> | undefined) => void]> = {
  '/dashboard': ['GET /api/arts', preloadDashboardPictures],
  '/browse-arts': ['GET /api/arts', preloadBrowsePictures],
  '/art/:artId': ['GET /api/art/{artId}', preloadArtPicture],
  '/community': ['GET /community-posts', preloadFeedPicture],
};

/**
 * Starts the requests of the page on `pattern` with the ID token the session stored, and what
 * their answers lead to (the page's first pictures). With no valid stored token (signed out,
 * or a token to refresh first) the page asks for its data itself, as it renders.
 */
export function startPageRequests(apiUrl: string, pattern: string): void {
  const session = storedIdToken();
  if (!session || typeof session.payload.sub !== 'string') return;
  const who: Who = { userId: session.payload.sub, role: roleFromGroups(session.payload['cognito:groups']) };
  const answers = startEarlyRequests(apiUrl, session.token, [
    ...everyPage(who),
    ...(PAGES[pattern]?.(who, window.location) ?? []),
  ]);
  const pictures = PICTURES[pattern];
  if (pictures) pictures[1]([...answers].find(([request]) => request.routeKey === pictures[0])?.[1]);
}
