import type { EntityItem } from 'electrodb';
import { createWriteTransaction } from 'electrodb';
import { dynamo, tableName } from './client';
import { AccountTokenEntity } from './entities/account-token';
import { AddressBookEntity, AddressEntity } from './entities/addresses';
import { ArtEntity } from './entities/art';
import { ArtListingEntity } from './entities/art-listing';
import { ArtSearchEntity } from './entities/art-search';
import { OwnListingRunsEntity } from './entities/own-listing-runs';
import { AuditEntryEntity } from './entities/audit-entry';
import { BlockEntity, BlockSetEntity } from './entities/blocks';
import { CartItemEntity } from './entities/cart-item';
import { ChatMemberEntity, ChatMessageEntity, ChatSendKeyEntity, ConversationEntity } from './entities/chat';
import { CheckoutEntity, OrderDisputeEntity, OrderEntity, ReservationEntity } from './entities/checkout';
import { DueWorkEntity, LedgerEntryEntity, MoneyTaskEntity, PaymentEventEntity } from './entities/money';
import { CommunityCommentEntity, CommunityLikeEntity, CommunityPostEntity } from './entities/community';
import { ConnectionEntity } from './entities/connection';
import { CounterEntity } from './entities/counter';
import { AppliedJobEntity, JobApplicationEntity, JobEntity, JobListingEntity, JobReportEntity } from './entities/job';
import {
  AppealTokenEntity,
  ModerationActionEntity,
  ModerationAppealEntity,
  ModerationCaseEntity,
  ModerationReportEntity,
  SuspensionEntity,
} from './entities/moderation';
import { NotificationEntity } from './entities/notification';
import { PreferencesEntity } from './entities/preferences';
import {
  HeldPushEntity,
  MailDigestEntity,
  MailLinkUseEntity,
  NotificationPrefsEntity,
  PushSubscriptionEntity,
} from './entities/push-subscription';
import { ProfileEntity } from './entities/profile';
import { RateLimitEntity } from './entities/rate-limit';
import { ReviewEntity, ReviewInviteEntity, ReviewTaskEntity } from './entities/reviews';
import { SearchEntryEntity } from './entities/search-entry';
import { ShippingProfileEntity } from './entities/shipping';
import { TagEntity } from './entities/tag';
import { UniqueEntity } from './entities/unique';
import { VerificationRequestEntity } from './entities/verification-request';
import { UploadEntity } from './entities/upload';
import { VerifiedArtistEntity } from './entities/verified-artist';
import { WishlistEntryEntity } from './entities/wishlist-entry';
import { MatchEntryEntity, ProfileVisitEntity } from './entities/people';
import { PayoutAccountEntity } from './entities/payouts';
import {
  ArtProcessEntity,
  CommissionEarningEntity,
  DeliveryEntity,
  DisputeEntryEntity,
  FundingEntity,
  ProposalVersionEntity,
  TimelineChoiceEntity,
  WipUpdateEntity,
} from './entities/commissions';
import {
  MilestoneEntity,
  OngoingProjectEntity,
  PartnershipEntity,
  ProjectEntity,
  ProposalEntity,
  SentProposalEntity,
} from './entities/projects';

/** Every entity of the one table, by the name the domain modules use. */
const DEFINITIONS = {
  accountToken: AccountTokenEntity,
  address: AddressEntity,
  addressBook: AddressBookEntity,
  art: ArtEntity,
  artListing: ArtListingEntity,
  artSearch: ArtSearchEntity,
  ownListingRuns: OwnListingRunsEntity,
  auditEntry: AuditEntryEntity,
  block: BlockEntity,
  blockSet: BlockSetEntity,
  cartItem: CartItemEntity,
  chatMember: ChatMemberEntity,
  chatMessage: ChatMessageEntity,
  chatSendKey: ChatSendKeyEntity,
  checkout: CheckoutEntity,
  communityComment: CommunityCommentEntity,
  communityLike: CommunityLikeEntity,
  communityPost: CommunityPostEntity,
  connection: ConnectionEntity,
  conversation: ConversationEntity,
  counter: CounterEntity,
  notification: NotificationEntity,
  order: OrderEntity,
  paymentEvent: PaymentEventEntity,
  preferences: PreferencesEntity,
  pushSubscription: PushSubscriptionEntity,
  notificationPrefs: NotificationPrefsEntity,
  heldPush: HeldPushEntity,
  mailLinkUse: MailLinkUseEntity,
  mailDigest: MailDigestEntity,
  profile: ProfileEntity,
  rateLimit: RateLimitEntity,
  reservation: ReservationEntity,
  orderDispute: OrderDisputeEntity,
  searchEntry: SearchEntryEntity,
  shippingProfile: ShippingProfileEntity,
  tag: TagEntity,
  unique: UniqueEntity,
  verificationRequest: VerificationRequestEntity,
  upload: UploadEntity,
  verifiedArtist: VerifiedArtistEntity,
  wishlistEntry: WishlistEntryEntity,
  job: JobEntity,
  jobListing: JobListingEntity,
  jobApplication: JobApplicationEntity,
  appliedJob: AppliedJobEntity,
  jobReport: JobReportEntity,
  matchEntry: MatchEntryEntity,
  profileVisit: ProfileVisitEntity,
  proposal: ProposalEntity,
  sentProposal: SentProposalEntity,
  project: ProjectEntity,
  ongoingProject: OngoingProjectEntity,
  milestone: MilestoneEntity,
  partnership: PartnershipEntity,
  payoutAccount: PayoutAccountEntity,
  ledgerEntry: LedgerEntryEntity,
  dueWork: DueWorkEntity,
  moneyTask: MoneyTaskEntity,
  proposalVersion: ProposalVersionEntity,
  funding: FundingEntity,
  delivery: DeliveryEntity,
  wipUpdate: WipUpdateEntity,
  timelineChoice: TimelineChoiceEntity,
  disputeEntry: DisputeEntryEntity,
  artProcess: ArtProcessEntity,
  commissionEarning: CommissionEarningEntity,
  moderationReport: ModerationReportEntity,
  moderationCase: ModerationCaseEntity,
  moderationAction: ModerationActionEntity,
  moderationAppeal: ModerationAppealEntity,
  suspension: SuspensionEntity,
  appealToken: AppealTokenEntity,
  review: ReviewEntity,
  reviewInvite: ReviewInviteEntity,
  reviewTask: ReviewTaskEntity,
};

type Entities = { [Name in keyof typeof DEFINITIONS]: ReturnType<(typeof DEFINITIONS)[Name]> };
type EntityName = keyof Entities;
/** An item of an entity as stored (ElectroDB's `EntityItem`): `Item<'order'>`, by the name `db().entities` uses. */
export type Item<Name extends EntityName> = EntityItem<Entities[Name]>;
const NAMES = Object.keys(DEFINITIONS) as EntityName[];

/** An object with a property per entity that gives `read(name)`: entities looked up when used. */
function lazyEntities(read: (name: EntityName) => Entities[EntityName]): Entities {
  const entities = {} as Entities;
  for (const name of NAMES) Object.defineProperty(entities, name, { enumerable: true, get: () => read(name) });
  return entities;
}

function build() {
  const config = { table: tableName(), client: dynamo() };
  const made: Partial<Record<EntityName, Entities[EntityName]>> = {};
  const make = (name: EntityName) => (made[name] ??= DEFINITIONS[name](config));
  const entities = lazyEntities(make);
  return {
    entities,
    transaction: {
      /**
       * ElectroDB's write transaction over the entities `fn` uses. ElectroDB reads every entity it
       * is given (for the driver, and to name the items of a cancelled transaction), so it is given
       * only those: handing it all of them would build all of them.
       */
      write(fn: (tx: TransactionEntities) => object[]) {
        const used: Partial<Record<EntityName, Entities[EntityName]>> = {};
        const items = fn(lazyEntities((name) => (used[name] = make(name))) as unknown as TransactionEntities);
        return createWriteTransaction(used as Entities, () => items as never);
      },
    },
  };
}

let service: ReturnType<typeof build> | undefined;

/**
 * The ElectroDB entities over the one table, and write transactions across them. Private to
 * functions/core: callers use domain verbs. Each entity is built the first time it is read, so a
 * function's cold start builds only the ones its request uses (entity.ts).
 */
export function db() {
  service ??= build();
  return service;
}

/** The entities a transaction callback receives. */
export type TransactionEntities = Parameters<Parameters<typeof createWriteTransaction<Entities, unknown, []>>[1]>[0];
