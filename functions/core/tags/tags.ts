import { randomUUID } from 'node:crypto';
import { ErrorCodes } from '@shared/api/errors';
import type { Tag } from '@shared/schemas/tags';
import * as Audit from '../audit/audit';
import * as Claims from '../claims/claims';
import { db } from '../db/service';
import { commit, ConditionFailed } from '../db/transactions';
import { AppError, refuse } from '../errors';

/** Tag names are unique regardless of case and surrounding spaces. */
export const tagNameKey = (name: string) => name.trim().toLowerCase();

export const TAG_EXISTS = 'Tag already exists';
const tagExists = () => new AppError(ErrorCodes.tagExists, TAG_EXISTS);
const tagNotFound = () => refuse(ErrorCodes.tagNotFound, 'Tag not found.');

function toTag(item: { tagId: string; name: string }): Tag {
  return { id: item.tagId, name: item.name };
}

async function getTag(tagId: string) {
  const { data } = await db().entities.tag.get({ tagId }).go();
  return data;
}

/** Every tag, sorted by name. The list is small and read whole (one partition). */
export async function list(): Promise<Tag[]> {
  const { data } = await db().entities.tag.query.byId({}).go({ pages: 'all' });
  return data.map(toTag).sort((a, b) => a.name.localeCompare(b.name));
}

/** The names of these tags (one BatchGet; an unknown id has none), in the ids' order. */
export async function namesOf(tagIds: readonly string[]): Promise<string[]> {
  if (tagIds.length === 0) return [];
  const { data } = await db()
    .entities.tag.get([...new Set(tagIds)].map((tagId) => ({ tagId })))
    .go();
  const names = new Map(data.map((t) => [t.tagId, t.name]));
  return tagIds.flatMap((id) => names.get(id) ?? []);
}

/** Creates a tag; its name claim, the tag (and the audit entry, for an admin) are written together. */
export async function create(rawName: string, actor?: Audit.Actor): Promise<Tag> {
  const name = rawName.trim();
  const tagId = randomUUID();
  try {
    await commit((tx) => [
      Claims.take(tx, 'tagName', tagNameKey(name), tagId),
      tx.tag.create({ tagId, name }).commit(),
      ...(actor ? [Audit.entry(tx, actor, 'tag.create', tagId, `Added tag "${name}"`)] : []),
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed) throw tagExists();
    throw err;
  }
  return { id: tagId, name };
}

/** Renames a tag: the old name's claim is released and the new one taken in one transaction. */
export async function rename(actor: Audit.Actor, tagId: string, rawName: string): Promise<Tag> {
  const name = rawName.trim();
  const current = await getTag(tagId);
  if (!current) throw tagNotFound();
  try {
    await commit((tx) => [
      // The tag must still have the name we read, or a concurrent rename wins.
      tx.tag
        .patch({ tagId })
        .set({ name })
        .where((attr, op) => op.eq(attr.name, current.name))
        .commit(),
      ...Claims.move(tx, 'tagName', tagNameKey(current.name), tagNameKey(name), tagId),
      Audit.entry(tx, actor, 'tag.rename', tagId, `Renamed tag "${current.name}" to "${name}"`),
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed) {
      if (err.failedIndexes.includes(0))
        throw new AppError(ErrorCodes.tagChanged, 'The tag was changed meanwhile. Please reload and try again.');
      throw tagExists();
    }
    throw err;
  }
  return { id: tagId, name };
}

/** Deletes a tag and frees its name. */
export async function remove(actor: Audit.Actor, tagId: string): Promise<void> {
  const current = await getTag(tagId);
  if (!current) throw tagNotFound();
  try {
    await commit((tx) => [
      tx.tag
        .delete({ tagId })
        .where((attr, op) => op.eq(attr.name, current.name))
        .commit(),
      Claims.release(tx, 'tagName', tagNameKey(current.name)),
      Audit.entry(tx, actor, 'tag.delete', tagId, `Deleted tag "${current.name}"`),
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed) throw tagNotFound();
    throw err;
  }
}

/** Creates the tag unless one with the same name exists (for seeding). */
export async function ensure(name: string): Promise<void> {
  try {
    await create(name);
  } catch (err) {
    if (!(err instanceof AppError && err.code === ErrorCodes.tagExists)) throw err;
  }
}
