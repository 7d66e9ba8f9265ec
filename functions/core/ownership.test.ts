import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One owner per entity: only the files of its domain (functions/core/<domain>/) touch an
 * ElectroDB entity; every other module changes it through that domain's verbs and transaction
 * pieces (`Profiles.create(tx, …)`, `Counters.add(tx, …)`). A new entity is added here with its
 * owner, or this test fails.
 */
const OWNERS: Record<string, string> = {
  accountToken: 'accounts',
  art: 'arts',
  artListing: 'arts',
  artSearch: 'arts',
  ownListingRuns: 'arts',
  auditEntry: 'audit',
  block: 'blocks',
  blockSet: 'blocks',
  cartItem: 'cart',
  conversation: 'chat',
  chatMember: 'chat',
  chatMessage: 'chat',
  chatSendKey: 'chat',
  checkout: 'checkout',
  order: 'checkout',
  reservation: 'checkout',
  orderDispute: 'checkout',
  paymentEvent: 'money',
  notification: 'notifications',
  pushSubscription: 'push',
  notificationPrefs: 'push',
  heldPush: 'push',
  mailLinkUse: 'push',
  mailDigest: 'notifications',
  unique: 'claims',
  counter: 'counters',
  profile: 'profiles',
  preferences: 'profiles',
  rateLimit: 'rate-limit',
  proposalVersion: 'projects',
  funding: 'projects',
  delivery: 'projects',
  wipUpdate: 'projects',
  timelineChoice: 'projects',
  ongoingProject: 'projects',
  disputeEntry: 'projects',
  artProcess: 'projects',
  commissionEarning: 'projects',
  connection: 'realtime',
  searchEntry: 'search',
  tag: 'tags',
  upload: 'uploads',
  verificationRequest: 'verification',
  verifiedArtist: 'profiles',
  wishlistEntry: 'wishlist',
  communityPost: 'community',
  communityLike: 'community',
  communityComment: 'community',
  job: 'jobs',
  jobListing: 'jobs',
  jobApplication: 'jobs',
  appliedJob: 'jobs',
  jobReport: 'jobs',
  moderationReport: 'moderation',
  moderationCase: 'moderation',
  moderationAction: 'moderation',
  moderationAppeal: 'moderation',
  suspension: 'moderation',
  appealToken: 'moderation',
  matchEntry: 'profiles',
  profileVisit: 'people',
  proposal: 'projects',
  sentProposal: 'projects',
  project: 'projects',
  milestone: 'projects',
  payoutAccount: 'payouts',
  ledgerEntry: 'money',
  moneyTask: 'money',
  dueWork: 'due-work',
  partnership: 'projects',
  review: 'reviews',
  reviewInvite: 'reviews',
  reviewTask: 'reviews',
  shippingProfile: 'shipping',
  address: 'addresses',
  addressBook: 'addresses',
};

/**
 * The money engine (functions/core/money/) owns the money of items other domains own: an order's
 * and a checkout's money state, a milestone's payout, a funding's refund, the earnings rows, and
 * reads the artists' payout accounts and the checkouts' reservations for the reconciliation. It
 * writes those fields only in the transaction that records a movement of money, so every movement
 * is found in one folder; the owning domains keep the rest of each item.
 */
const SHARED_WITH_MONEY = new Set([
  'order',
  'checkout',
  'reservation',
  'milestone',
  'project',
  'funding',
  'commissionEarning',
  'payoutAccount',
  'dueWork',
]);

const core = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('entity ownership in functions/core', () => {
  const files = sourceFiles(core).filter((file) => !file.includes(`${path.sep}db${path.sep}`));

  it('names an owner for every entity of the service', () => {
    const service = fs.readFileSync(path.join(core, 'db/service.ts'), 'utf8');
    const registered = [...service.matchAll(/^\s+(\w+): \w+Entity,$/gm)].map((m) => m[1]);
    expect(registered.sort()).toEqual(Object.keys(OWNERS).sort());
  });

  it('lets only the owning domain touch an entity', () => {
    const trespass: string[] = [];
    for (const file of files) {
      const domain = path.relative(core, file).split(path.sep)[0]!;
      const source = fs.readFileSync(file, 'utf8');
      for (const match of source.matchAll(/\b(?:entities|tx)\.(\w+)\b/g)) {
        const entity = match[1]!;
        if (domain === 'money' && SHARED_WITH_MONEY.has(entity)) continue;
        if (entity in OWNERS && OWNERS[entity] !== domain)
          trespass.push(`${path.relative(core, file)} touches ${entity} (owned by ${OWNERS[entity]})`);
      }
      // Destructured transaction entities would hide from the check above.
      if (/transaction\.write\(\s*\(\s*\{/.test(source))
        trespass.push(`${path.relative(core, file)} destructures transaction entities`);
    }
    expect(trespass).toEqual([]);
  });
});
