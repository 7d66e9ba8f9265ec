import type { RouteGroup } from '@shared/api/contracts';

/**
 * What each route group's function may touch on AWS, declared here and granted exactly by CDK
 * (infra/stacks/crafti-stack.ts); tests/infra/stack.test.ts fails if a function holds a grant
 * its group did not declare. Data only: CDK imports this file.
 */
export type TableAccess = 'read' | 'readwrite';
export type ObjectAction = 'put' | 'get' | 'delete';

export type CognitoAdminAction =
  | 'AdminCreateUser'
  | 'AdminDeleteUser'
  | 'AdminDisableUser'
  | 'AdminEnableUser'
  | 'AdminSetUserPassword'
  | 'AdminAddUserToGroup'
  | 'AdminUpdateUserAttributes'
  | 'AdminUserGlobalSignOut';

export interface GroupPermissions {
  /** The one table. @default no access */
  readonly table?: TableAccess;
  /** Cognito admin calls on the user pool. @default none */
  readonly cognito?: readonly CognitoAdminAction[];
  /** Objects of the public media bucket and of the private documents bucket. @default none */
  readonly media?: readonly ObjectAction[];
  readonly documents?: readonly ObjectAction[];
  /** Sending e-mail through SES. @default false */
  readonly mail?: boolean;
  /** Pushing to and closing WebSocket connections. @default false */
  readonly push?: boolean;
  /** Reading the PayMongo keys (SSM SecureStrings) to create sessions and check webhooks. @default false */
  readonly payments?: boolean;
  /** Searching and keeping the arts' documents in the search engine (functions/core/arts/search-engine.ts): who changes what Browse Arts' search shows. @default false */
  readonly search?: boolean;
}

/** Checking an upload before use: read its size and first bytes, delete it if refused. */
const CHECK: readonly ObjectAction[] = ['get', 'delete'];

export const groupPermissions = {
  account: {
    table: 'readwrite',
    cognito: [
      'AdminCreateUser',
      'AdminDeleteUser',
      'AdminDisableUser',
      'AdminEnableUser',
      'AdminSetUserPassword',
      'AdminAddUserToGroup',
      'AdminUpdateUserAttributes',
      'AdminUserGlobalSignOut',
    ],
    mail: true,
    push: true,
  },
  uploads: { table: 'readwrite', media: ['put'], documents: ['put'] },
  profiles: { table: 'readwrite', media: CHECK },
  verification: { table: 'readwrite', documents: CHECK },
  cart: { table: 'readwrite' },
  notifications: { table: 'readwrite', push: true },
  tags: { table: 'readwrite' },
  /** The public pages read arts, profiles and listings only. */
  pages: { table: 'read' },
  admin: { table: 'read' },
  arts: { table: 'readwrite', media: CHECK, search: true },
  checkout: { table: 'readwrite', mail: true, push: true, payments: true, search: true },
  chat: { table: 'readwrite', push: true },
  community: { table: 'readwrite', media: CHECK, push: true },
  jobs: { table: 'readwrite', push: true },
  people: { table: 'readwrite' },
  projects: { table: 'readwrite', push: true },
  payouts: { table: 'readwrite', push: true, payments: true },
  commissions: { table: 'readwrite', push: true, payments: true },
  deliveries: { table: 'readwrite', push: true, media: CHECK },
  blocks: { table: 'readwrite', push: true },
  /** Suspending an account: disable it, sign it out everywhere, close its sockets, e-mail the reason. */
  moderation: {
    table: 'readwrite',
    cognito: ['AdminDisableUser', 'AdminEnableUser', 'AdminUserGlobalSignOut'],
    mail: true,
    push: true,
    search: true,
  },
  reviews: { table: 'readwrite', push: true },
  addresses: { table: 'readwrite' },
  shipping: { table: 'readwrite' },
} as const satisfies Record<RouteGroup, GroupPermissions>;
