/** Blocking's texts (issue 32 item 4), without zod (the schemas are in shared/schemas/blocks.ts). */

/** What a block stops, as the refusals name it. */
export type BlockedAction = 'message' | 'propose' | 'apply' | 'accept' | 'accept_proposal';

const VERBS: Record<BlockedAction, string> = {
  message: 'message',
  propose: 'send a proposal to',
  apply: 'apply to a job of',
  accept: 'accept an application from',
  accept_proposal: 'accept a proposal from',
};

export const BLOCK_MESSAGES = {
  self: 'You cannot block yourself.',
  admin: 'Administrators cannot be blocked.',
  noSuchPerson: 'That person could not be found.',
  blockAction: 'Block',
  unblockAction: 'Unblock',
  confirmTitle: (name: string) => `Block ${name}?`,
  confirmBody: (name: string) =>
    `${name} will not be able to message you, send you proposals or apply to your jobs, and you will not be able to do so either. You will no longer see each other in directories, Find Match or the community feed, and your conversation becomes read-only for both of you. You can unblock them later in Settings.`,
  blocked: (name: string) => `You blocked ${name}.`,
  unblocked: (name: string) => `You unblocked ${name}.`,
  blockFailed: 'Could not block this person. Please try again.',
  unblockFailed: 'Could not unblock this person. Please try again.',
  /** The note of a conversation the caller blocked. */
  youBlocked: (name: string) => `You blocked ${name}. Unblock them to send messages again.`,
  /** The note of a conversation whose other person blocked the caller (who blocked whom is not told). */
  cannotReply: "You can't reply to this conversation.",
  /** A profile the caller blocked, or that blocked them, instead of Message and Propose. */
  profileYouBlocked: 'You blocked this person. You cannot message or propose to each other.',
  profileUnavailable: "You can't message or send proposals to this person.",
  listTitle: 'Blocked people',
  listEmpty: 'You have not blocked anyone.',
  listIntro:
    'People you block cannot message you, send you proposals or apply to your jobs, and you do not see each other in lists.',
  loadMore: 'Show more',
  /** The refusal of an action between two people one of whom blocked the other (nothing is changed). */
  /** A pending proposal between two people one of whom blocked the other: on both sides' lists. */
  proposalBlocked: 'One of you has blocked the other: this proposal can no longer be accepted or countered.',
  refused: (action: BlockedAction, byCaller: boolean) =>
    byCaller
      ? `You blocked this person. Unblock them to ${VERBS[action]} them.`
      : `You can't ${VERBS[action]} this person: one of you has blocked the other.`,
} as const;

/** People per page of the Blocked people list. */
export const BLOCKS_PAGE_SIZE = 20;
