import { Service } from 'electrodb';
import { dynamo, tableName } from './client';
import { AccountTokenEntity } from './entities/account-token';
import { ArtEntity } from './entities/art';
import { ArtListingEntity } from './entities/art-listing';
import { AuditEntryEntity } from './entities/audit-entry';
import { CartItemEntity } from './entities/cart-item';
import { ChatMemberEntity, ChatMessageEntity, ChatSendKeyEntity, ConversationEntity } from './entities/chat';
import { CheckoutEntity, OrderEntity, PaymentEventEntity, ReservationEntity } from './entities/checkout';
import { CommunityCommentEntity, CommunityLikeEntity, CommunityPostEntity } from './entities/community';
import { ConnectionEntity } from './entities/connection';
import { CounterEntity } from './entities/counter';
import { AppliedJobEntity, JobApplicationEntity, JobEntity, JobListingEntity, JobReportEntity } from './entities/job';
import { NotificationEntity } from './entities/notification';
import { PreferencesEntity } from './entities/preferences';
import { ProfileEntity } from './entities/profile';
import { RateLimitEntity } from './entities/rate-limit';
import { SearchEntryEntity } from './entities/search-entry';
import { TagEntity } from './entities/tag';
import { UniqueEntity } from './entities/unique';
import { VerificationRequestEntity } from './entities/verification-request';
import { UploadEntity } from './entities/upload';
import { VerifiedArtistEntity } from './entities/verified-artist';
import { WishlistEntryEntity } from './entities/wishlist-entry';
import { MatchEntryEntity, ProfileVisitEntity } from './entities/people';
import { MilestoneEntity, PartnershipEntity, ProjectEntity, ProposalEntity } from './entities/projects';

function build() {
  return new Service(
    {
      accountToken: AccountTokenEntity,
      art: ArtEntity,
      artListing: ArtListingEntity,
      auditEntry: AuditEntryEntity,
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
      profile: ProfileEntity,
      rateLimit: RateLimitEntity,
      reservation: ReservationEntity,
      searchEntry: SearchEntryEntity,
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
      project: ProjectEntity,
      milestone: MilestoneEntity,
      partnership: PartnershipEntity,
    },
    { table: tableName(), client: dynamo() },
  );
}

let service: ReturnType<typeof build> | undefined;

/** The ElectroDB service over the one table. Private to functions/core: callers use domain verbs. */
export function db() {
  service ??= build();
  return service;
}

/** The entities a transaction callback receives. */
export type TransactionEntities = Parameters<Parameters<ReturnType<typeof db>['transaction']['write']>[0]>[0];
