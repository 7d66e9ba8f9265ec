import { matchPath, Route, Routes } from 'react-router';
import { AddressPartsContext } from '@web/components/address-parts';
import { lazyWithQueries } from '@web/lib/session';
import type { SessionUser } from '@web/lib/stored-session';
import { addressParts } from './address-parts';
import { RequireRole } from './require-role';
import { Frame, page, type Page, type PageModule } from './screen';

/**
 * The signed-in pages: loaded (by app/router.tsx) for any path that is not a public page, so
 * their table stays out of the first load of the public pages.
 */

type DataPage = Page & { warm: (who: SessionUser) => Promise<unknown> };
/** A route's page: a data page can warm the query cache with what it shows first. */
type RoutePage = Page & Partial<Pick<DataPage, 'warm'>>;

/** A signed-in page: it reads server state, so the query cache comes with it. */
function dataPage(load: () => Promise<PageModule>): DataPage {
  return Object.assign(
    lazyWithQueries(() => load().then((m) => m.Component)),
    { warm: (who: SessionUser) => load().then((m) => m.warm?.(who)) },
  );
}

const pages = {
  dashboard: dataPage(() => import('@web/features/dashboard/routes/dashboard')),
  adminDashboard: dataPage(() => import('@web/features/admin/routes/admin-dashboard')),
  usersTable: dataPage(() => import('@web/features/admin/routes/users-table')),
  tagsTable: dataPage(() => import('@web/features/admin/routes/tags-table')),
  verification: dataPage(() => import('@web/features/admin/routes/verification')),
  adminProfile: dataPage(() => import('@web/features/admin/routes/admin-profile')),
  editAdminProfile: dataPage(() => import('@web/features/admin/routes/edit-admin-profile')),
  auditLog: dataPage(() => import('@web/features/admin/routes/audit-log')),
  artistProfile: dataPage(() => import('@web/features/profile/routes/artist-profile')),
  editArtistProfile: dataPage(() => import('@web/features/profile/routes/edit-artist-profile')),
  clientProfile: dataPage(() => import('@web/features/profile/routes/client-profile')),
  editClientProfile: dataPage(() => import('@web/features/profile/routes/edit-client-profile')),
  artistVerification: dataPage(() => import('@web/features/profile/routes/artist-verification')),
  uploadArt: dataPage(() => import('@web/features/arts/routes/upload-art')),
  editArt: dataPage(() => import('@web/features/arts/routes/edit-art')),
  myArts: dataPage(() => import('@web/features/arts/routes/my-arts')),
  shippingSettings: dataPage(() => import('@web/features/shipping/routes/shipping-settings')),
  browseArts: dataPage(() => import('@web/features/arts/routes/browse-arts')),
  artDetail: dataPage(() => import('@web/features/arts/routes/art-detail')),
  artsTable: dataPage(() => import('@web/features/admin/routes/arts-table')),
  cart: dataPage(() => import('@web/features/cart/routes/cart')),
  checkout: dataPage(() => import('@web/features/checkout/routes/checkout')),
  checkoutComplete: dataPage(() => import('@web/features/checkout/routes/checkout-complete')),
  notifications: dataPage(() => import('@web/features/notifications/routes/notifications')),
  transactionHistory: dataPage(() => import('@web/features/orders/routes/transaction-history')),
  orderPage: dataPage(() => import('@web/features/orders/routes/order-page')),
  packingSlip: dataPage(() => import('@web/features/orders/routes/packing-slip')),
  messages: dataPage(() => import('@web/features/chat/routes/messages')),
  messagePopup: dataPage(() => import('@web/features/chat/routes/message-popup')),
  community: dataPage(() => import('@web/features/community/routes/community')),
  communityPost: dataPage(() => import('@web/features/community/routes/post-page')),
  postJob: dataPage(() => import('@web/features/jobs/routes/post-job')),
  browseJobs: dataPage(() => import('@web/features/jobs/routes/browse-jobs')),
  jobReports: dataPage(() => import('@web/features/admin/routes/job-reports')),
  moderationQueue: dataPage(() => import('@web/features/admin/routes/moderation')),
  myModeration: dataPage(() => import('@web/features/moderation/routes/my-moderation')),
  browseArtists: dataPage(() => import('@web/features/people/routes/browse-artists')),
  browseClients: dataPage(() => import('@web/features/people/routes/browse-clients')),
  publicProfile: dataPage(() => import('@web/features/people/routes/public-profile')),
  profileVisits: dataPage(() => import('@web/features/people/routes/profile-visits')),
  artistTrackProject: dataPage(() => import('@web/features/projects/routes/artist-track-project')),
  clientProjectPage: dataPage(() => import('@web/features/projects/routes/client-project-page')),
  projectPage: dataPage(() => import('@web/features/projects/routes/project-page')),
  notFound: page(() => import('@web/features/misc/routes/not-found')),
  suspensionAppeal: page(() => import('@web/features/moderation/routes/appeal')),
};

/**
 * Open to everyone, yet rare (a suspended person's appeal, from the e-mailed link): here rather
 * than among the public pages of app/router.tsx, so the first load of those does not carry it.
 */
const RARE_OPEN_ROUTES: [string, RoutePage][] = [['/appeal', pages.suspensionAppeal]];

/** Behind the guard: a signed-out visitor is sent to /login and brought back. */
const SIGNED_IN_ROUTES: [string, RoutePage][] = [
  ['/dashboard', pages.dashboard],
  ['/admin-dashboard', pages.adminDashboard],
  ['/users-table', pages.usersTable],
  ['/tags-table', pages.tagsTable],
  ['/verification', pages.verification],
  ['/admin-profile', pages.adminProfile],
  ['/edit-admin-profile', pages.editAdminProfile],
  ['/audit-log', pages.auditLog],
  ['/artist-profile', pages.artistProfile],
  ['/edit-artist-profile', pages.editArtistProfile],
  ['/client-profile', pages.clientProfile],
  ['/edit-client-profile', pages.editClientProfile],
  ['/artist-verification', pages.artistVerification],
  ['/upload-art', pages.uploadArt],
  ['/artist-post-arts', pages.uploadArt],
  ['/edit-art/:artId', pages.editArt],
  ['/artist-arts', pages.myArts],
  ['/shipping-settings', pages.shippingSettings],
  ['/browse-arts', pages.browseArts],
  ['/art/:artId', pages.artDetail],
  ['/arts-table', pages.artsTable],
  ['/cart', pages.cart],
  ['/checkout', pages.checkout],
  ['/checkout/complete', pages.checkoutComplete],
  ['/notifications', pages.notifications],
  ['/transaction-history', pages.transactionHistory],
  ['/orders/:orderId', pages.orderPage],
  ['/orders/:orderId/packing-slip', pages.packingSlip],
  ['/messages', pages.messages],
  ['/message-popup', pages.messagePopup],
  ['/community', pages.community],
  ['/community/post/:postId', pages.communityPost],
  ['/post-job', pages.postJob],
  ['/browse-jobs', pages.browseJobs],
  ['/job-reports', pages.jobReports],
  ['/moderation-queue', pages.moderationQueue],
  ['/moderation', pages.myModeration],
  ['/browse-artists', pages.browseArtists],
  ['/browse-clients', pages.browseClients],
  ['/profile/:profileType/:userId', pages.publicProfile],
  ['/profile-visits', pages.profileVisits],
  ['/artist-track-project', pages.artistTrackProject],
  ['/client-project-page', pages.clientProjectPage],
  ['/project/:projectId', pages.projectPage],
  ['*', pages.notFound],
];

/** What the page at `pathname` shows first, into the query cache (PageModule `warm`). */
export function warmSignedInRoute(pathname: string, who: SessionUser): Promise<unknown> {
  const found = [...RARE_OPEN_ROUTES, ...SIGNED_IN_ROUTES].find(([path]) => matchPath(path, pathname))?.[1];
  return found?.warm?.(who) ?? Promise.resolve();
}

/** Starts downloading the page at `pathname` (or "not found") and the query cache it reads with. */
export function preloadSignedInRoute(pathname: string): Promise<unknown> {
  return (
    [...RARE_OPEN_ROUTES, ...SIGNED_IN_ROUTES].find(([path]) => matchPath(path, pathname))?.[1].preload() ??
    Promise.resolve()
  );
}

/** Every signed-in page behind its guard (and the rare open ones), each in its own error boundary and suspense fallback. */
export function SignedInRoutes() {
  return (
    <AddressPartsContext value={addressParts}>
      <Routes>
        {RARE_OPEN_ROUTES.map(([path, P]) => (
          <Route
            key={path}
            path={path}
            element={
              <Frame>
                <P />
              </Frame>
            }
          />
        ))}
        {SIGNED_IN_ROUTES.map(([path, P]) => (
          <Route
            key={path}
            path={path}
            element={
              <Frame>
                <RequireRole access="signed-in">
                  <P />
                </RequireRole>
              </Frame>
            }
          />
        ))}
      </Routes>
    </AddressPartsContext>
  );
}
