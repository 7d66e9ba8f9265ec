import { ErrorCodes } from '@shared/api/errors';
import { BLOCK_MESSAGES, BLOCKS_PAGE_SIZE, type BlockedAction } from '@shared/messages/blocks';
import type { BlocksPage, BlockState } from '@shared/schemas/blocks';
import type { Actor } from '../actor';
import { checkedCursor } from '../db/cursor';
import { db, type TransactionEntities } from '../db/service';
import { commit, ConditionFailed } from '../db/transactions';
import { AppError, badRequest, refuse } from '../errors';
import * as Profiles from '../profiles/profiles';
import * as Realtime from '../realtime/realtime';
import { publicUrl } from '../uploads/urls';

/**
 * Blocking (issue 32 item 4): a person blocks another, and neither can message, propose to or
 * apply to the other, nor sees the other in lists. One item per (blocker, blocked); every check
 * is in either direction. Other domains ask `between` (one BatchGet) before an action between two
 * people, and `hiddenFor` to leave people out of a list: one GetItem of the person's block set
 * (both directions in one item, written with the block items), however many blocks they have.
 */

/** A person has room for this many blocks. */
export const MAX_BLOCKS = 1000;
/**
 * How many blockers a person's block set keeps; past it, it is `crowded` and that direction is
 * read by a Query of the block items (someone blocked by this many people pays for it, nobody else).
 */
export const MAX_BLOCKED_BY = 2000;

/** Whether either of the two blocked the other: one BatchGet of both directions. */
export async function between(a: string, b: string): Promise<boolean> {
  return (await directions(a, b)).some(Boolean);
}

/** [a blocked b, b blocked a], in one BatchGet. */
async function directions(a: string, b: string): Promise<[boolean, boolean]> {
  if (a === b) return [false, false];
  const { data } = await db()
    .entities.block.get([
      { blockerId: a, blockedId: b },
      { blockerId: b, blockedId: a },
    ])
    .go();
  return [data.some((d) => d.blockerId === a), data.some((d) => d.blockerId === b)];
}

/** The state between `viewerId` and `otherId` as the viewer may know it. */
export async function stateFor(viewerId: string, otherId: string): Promise<BlockState> {
  const [byViewer, byOther] = await directions(viewerId, otherId);
  return toState(byViewer, byOther);
}

const toState = (byViewer: boolean, byOther: boolean): BlockState =>
  byViewer ? 'by_you' : byOther ? 'unavailable' : null;

/**
 * Whom `userId` blocked and who blocked them: one GetItem of their block set; a crowded set's
 * blockers (past MAX_BLOCKED_BY) are read by a Query.
 */
export async function relations(userId: string): Promise<{ blockedByMe: Set<string>; blockedMe: Set<string> }> {
  const { data } = await db().entities.blockSet.get({ userId }).go();
  const blockedMe = data?.crowded
    ? (
        await db()
          .entities.block.query.byBlocked({ blockedId: userId })
          .go({ pages: 'all', attributes: ['blockerId'] })
      ).data.map((d) => d.blockerId)
    : (data?.byThem ?? []);
  return { blockedByMe: new Set(data?.byMe ?? []), blockedMe: new Set(blockedMe) };
}

/**
 * The pieces that record `blockerId` blocking `blockedId` (again is fine): the block item and both
 * people's block sets. The blocked person's set takes the blocker while it has room (its third
 * piece's condition); `crowded` writes that it has none.
 */
function blockPieces(tx: TransactionEntities, block: BlockKey, crowded: boolean) {
  const { blockerId, blockedId } = block;
  return [
    tx.block.put(block).commit(),
    tx.blockSet
      .update({ userId: blockerId })
      .add({ byMe: [blockedId] })
      .commit(),
    crowded
      ? tx.blockSet.update({ userId: blockedId }).set({ crowded: true }).commit()
      : tx.blockSet
          .update({ userId: blockedId })
          .add({ byThem: [blockerId] })
          .where(
            (attr, op) =>
              // The cap as a value of the expression (DynamoDB takes no literals there).
              `${op.notExists(attr.byThem)} OR ${op.size(attr.byThem)} < ${op.value(attr.byThem, MAX_BLOCKED_BY as never)}`,
          )
          .commit(),
  ];
}

type BlockKey = { blockerId: string; blockedId: string; createdAt?: string };

/**
 * Records the block (its item, again with its own `createdAt` when given) and both people's sets;
 * when the blocked person's set has no room left, records it as crowded.
 */
async function writeBlock(block: BlockKey): Promise<void> {
  try {
    await commit((tx) => blockPieces(tx, block, false));
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err;
    await commit((tx) => blockPieces(tx, block, true));
  }
}

/**
 * Gives the blocks made before the block sets (data kept in .local/ from an older start) their
 * places in both people's sets: every block item, a page at a time, written again with its own
 * time. Safe to run again. Run at `npm start`; on AWS once, after the deploy that added the sets.
 */
export async function backfillSets(): Promise<number> {
  let written = 0;
  let cursor: string | null = null;
  do {
    const page: { data: BlockKey[]; cursor: string | null } = await db().entities.block.scan.go({ cursor, limit: 100 });
    for (const block of page.data) await writeBlock(block);
    written += page.data.length;
    cursor = page.cursor;
  } while (cursor);
  return written;
}

/** Everyone blocked by `userId` or who blocked them, for leaving them out of lists. */
export async function hiddenFor(userId: string): Promise<Set<string>> {
  const { blockedByMe, blockedMe } = await relations(userId);
  return new Set([...blockedByMe, ...blockedMe]);
}

/** The state between `viewerId` and each person of a list, from `relations`. */
export function stateIn(rel: Awaited<ReturnType<typeof relations>>, otherId: string): BlockState {
  return toState(rel.blockedByMe.has(otherId), rel.blockedMe.has(otherId));
}

/** The typed 403 of an action between two people one of whom blocked the other. */
export function refusal(action: BlockedAction, byCaller: boolean): AppError {
  return new AppError(ErrorCodes.blocked, BLOCK_MESSAGES.refused(action, byCaller));
}

/** Refuses `action` of `callerId` towards `otherId` when either blocked the other (nothing is changed). */
export async function assertNone(callerId: string, otherId: string, action: BlockedAction): Promise<void> {
  const [byCaller, byOther] = await directions(callerId, otherId);
  if (byCaller || byOther) throw refusal(action, byCaller);
}

/** Blocks `userId` (again is fine); not oneself, not an administrator. Both people's open tabs are told. */
export async function block(actor: Actor, userId: string): Promise<{ user_id: string; blocked: BlockState }> {
  if (userId === actor.userId) throw refuse(ErrorCodes.blockSelf, BLOCK_MESSAGES.self);
  const profile = await Profiles.get(userId);
  if (!profile) throw refuse(ErrorCodes.blockNoSuchPerson, BLOCK_MESSAGES.noSuchPerson);
  if (profile.role === 'Admin') throw new AppError(ErrorCodes.blockAdmin, BLOCK_MESSAGES.admin);
  const { data: mine } = await db().entities.blockSet.get({ userId: actor.userId }).go();
  const blocked = mine?.byMe ?? [];
  if (!blocked.includes(userId)) {
    if (blocked.length >= MAX_BLOCKS) throw badRequest(`You can block at most ${MAX_BLOCKS} people.`);
    await writeBlock({ blockerId: actor.userId, blockedId: userId });
  }
  await announce(actor.userId, userId);
  return { user_id: userId, blocked: 'by_you' };
}

/** Unblocks `userId` (when not blocked, nothing changes). Both people's open tabs are told. */
export async function unblock(actor: Actor, userId: string): Promise<{ user_id: string; blocked: BlockState }> {
  await commit((tx) => [
    tx.block.delete({ blockerId: actor.userId, blockedId: userId }).commit(),
    tx.blockSet
      .update({ userId: actor.userId })
      .delete({ byMe: [userId] })
      .commit(),
    tx.blockSet
      .update({ userId })
      .delete({ byThem: [actor.userId] })
      .commit(),
  ]);
  const state = await announce(actor.userId, userId);
  return { user_id: userId, blocked: state };
}

/** Pushes the state between the two to each one's open tabs (an open chat turns read-only or writable). */
async function announce(a: string, b: string): Promise<BlockState> {
  const [byA, byB] = await directions(a, b);
  await Promise.all([
    Realtime.pushToUser(a, { type: 'block', other_id: b, blocked: toState(byA, byB) }),
    Realtime.pushToUser(b, { type: 'block', other_id: a, blocked: toState(byB, byA) }),
  ]).catch(() => undefined);
  return toState(byA, byB);
}

/** A page of the people the caller blocked, with their public name, picture and role. */
export async function list(actor: Actor, cursor?: string): Promise<BlocksPage> {
  const blocks = db().entities.block;
  const facets = { blockerId: actor.userId };
  const page = await blocks.query
    .byBlocker(facets)
    .go({ limit: BLOCKS_PAGE_SIZE, cursor: cursor ? checkedCursor(cursor, blocks, 'byBlocker', facets) : null });
  const people = await Profiles.getMany(page.data.map((d) => d.blockedId));
  const items = page.data.flatMap((d) => {
    const p = people.get(d.blockedId);
    return p
      ? [
          {
            user_id: p.userId,
            firstname: p.firstname,
            lastname: p.lastname,
            role: p.role,
            profile_image: p.profileImageKey ? publicUrl(p.profileImageKey) : null,
            blocked_at: d.createdAt,
          },
        ]
      : [];
  });
  return { items, cursor: page.cursor ?? null };
}

/** Demo seed and tests: `blockerId` blocks `blockedId` without a request. */
export async function seed(blockerId: string, blockedId: string): Promise<void> {
  await writeBlock({ blockerId, blockedId });
}

/**
 * Two transaction pieces that hold only while neither of `a` and `b` blocked the other (for a
 * write that already is a transaction, such as a chat send: no read before it). When the write
 * fails on them, `refusalOf` tells which.
 */
export function nonePieces(tx: TransactionEntities, a: string, b: string) {
  return [
    tx.block
      .check({ blockerId: a, blockedId: b })
      .where((attr, op) => op.notExists(attr.blockerId))
      .commit(),
    tx.block
      .check({ blockerId: b, blockedId: a })
      .where((attr, op) => op.notExists(attr.blockerId))
      .commit(),
  ];
}

/** The refusal of a transaction whose `nonePieces` (at `first`, for caller `a`) failed, or null when they held. */
export function refusalOf(failedIndexes: readonly number[], first: number, action: BlockedAction): AppError | null {
  if (failedIndexes.includes(first)) return refusal(action, true);
  if (failedIndexes.includes(first + 1)) return refusal(action, false);
  return null;
}
