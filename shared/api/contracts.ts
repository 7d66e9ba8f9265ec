import type * as z from 'zod';
import { accountContract } from './contract/account';
import { addressesContract } from './contract/addresses';
import { adminContract } from './contract/admin';
import { artsContract } from './contract/arts';
import { blocksContract } from './contract/blocks';
import { cartContract } from './contract/cart';
import { chatContract } from './contract/chat';
import { checkoutContract } from './contract/checkout';
import { commissionsContract } from './contract/commissions';
import { deliveriesContract } from './contract/deliveries';
import { communityContract } from './contract/community';
import type { COMMON_ERROR_CODES, GroupContract } from './contract/define';
import { jobsContract } from './contract/jobs';
import { moderationContract } from './contract/moderation';
import { notificationsContract } from './contract/notifications';
import { pagesContract } from './contract/pages';
import { payoutsContract } from './contract/payouts';
import { peopleContract } from './contract/people';
import { profilesContract } from './contract/profiles';
import { projectsContract } from './contract/projects';
import { reviewsContract } from './contract/reviews';
import { shippingContract } from './contract/shipping';
import { tagsContract } from './contract/tags';
import { uploadsContract } from './contract/uploads';
import { verificationContract } from './contract/verification';

/**
 * Every route group's contract, keyed by group: one group is one Lambda
 * (`functions/api/<group>/handler.ts`). The web imports this file for its types only, so no
 * schema reaches the browser through it.
 */
export const contracts = {
  account: accountContract,
  uploads: uploadsContract,
  profiles: profilesContract,
  verification: verificationContract,
  cart: cartContract,
  notifications: notificationsContract,
  tags: tagsContract,
  admin: adminContract,
  arts: artsContract,
  checkout: checkoutContract,
  chat: chatContract,
  community: communityContract,
  jobs: jobsContract,
  people: peopleContract,
  projects: projectsContract,
  payouts: payoutsContract,
  commissions: commissionsContract,
  deliveries: deliveriesContract,
  blocks: blocksContract,
  moderation: moderationContract,
  reviews: reviewsContract,
  addresses: addressesContract,
  shipping: shippingContract,
  pages: pagesContract,
} as const satisfies Record<string, GroupContract>;

type Contracts = typeof contracts;
export type RouteGroup = keyof Contracts;
export type RouteKeyOf<G extends RouteGroup> = keyof Contracts[G] & string;
export type RouteKey = { [G in RouteGroup]: RouteKeyOf<G> }[RouteGroup];

/** The contract entry of a route key. */
export type ContractOf<K extends RouteKey> = {
  [G in RouteGroup]: K extends keyof Contracts[G] ? Contracts[G][K] : never;
}[RouteGroup];

/** What a route's schema yields after parsing (what `run` receives), or `Fallback` without a schema. */
export type Parsed<S, Fallback> = S extends z.ZodType ? z.output<S> : Fallback;
/** What a caller may send for a schema (defaults make fields optional). */
export type Input<S> = S extends z.ZodType ? z.input<S> : never;

export type ParamsOf<K extends RouteKey> = Parsed<ContractOf<K>['params' & keyof ContractOf<K>], Record<string, never>>;
export type QueryOf<K extends RouteKey> = Parsed<ContractOf<K>['query' & keyof ContractOf<K>], Record<string, never>>;
export type BodyOf<K extends RouteKey> = Parsed<ContractOf<K>['body' & keyof ContractOf<K>], undefined>;
export type ResponseOf<K extends RouteKey> = z.output<ContractOf<K>['response']>;
/** The codes a route may answer: its own refusals (its `errors`) and the ones any route may (COMMON_ERROR_CODES). */
export type RefusalOf<K extends RouteKey> = ContractOf<K>['errors'][number] | (typeof COMMON_ERROR_CODES)[number];

type Field<C, P extends 'params' | 'query' | 'body'> = P extends keyof C
  ? C[P] extends z.ZodType
    ? undefined extends z.input<C[P]>
      ? { [K in P]?: z.input<C[P]> }
      : Record<never, never> extends z.input<C[P]>
        ? { [K in P]?: z.input<C[P]> }
        : { [K in P]: z.input<C[P]> }
    : { [K in P]?: never }
  : { [K in P]?: never };

/** What a caller sends to a route: its params, query and body as the contract declares them (required where the schema requires them). */
export type RequestOf<K extends RouteKey> = Field<ContractOf<K>, 'params'> &
  Field<ContractOf<K>, 'query'> &
  Field<ContractOf<K>, 'body'>;
