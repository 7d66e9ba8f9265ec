import { randomUUID } from 'node:crypto';
import type { Tag } from '@shared/schemas/tags';
import { db } from '../db/service';
import { commit, ConditionFailed } from '../db/transactions';
import { AppError } from '../errors';

/** Tag names are unique regardless of case and surrounding spaces. */
export const tagNameKey = (name: string) => name.trim().toLowerCase();

export const TAG_EXISTS = 'Tag already exists';

function toTag(item: { tagId: string; name: string }): Tag {
  return { id: item.tagId, name: item.name };
}

export const Tags = {
  /** Every tag, sorted by name. */
  async list(): Promise<Tag[]> {
    const { data } = await db().entities.tag.query.byId({}).go({ pages: 'all' });
    return data.map(toTag).sort((a, b) => a.name.localeCompare(b.name));
  },

  /** Creates a tag; its name claim and the tag are written together or not at all. */
  async create(rawName: string): Promise<Tag> {
    const name = rawName.trim();
    const tagId = randomUUID();
    try {
      await commit(
        db().transaction.write(({ tag, unique }) => [
          unique.create({ kind: 'tagName', value: tagNameKey(name), ownerId: tagId }).commit(),
          tag.create({ tagId, name }).commit(),
        ]),
      );
    } catch (err) {
      if (err instanceof ConditionFailed) throw new AppError('tag_exists', 409, TAG_EXISTS);
      throw err;
    }
    return { id: tagId, name };
  },

  /** Creates the tag unless one with the same name exists (for seeding). */
  async ensure(name: string): Promise<void> {
    try {
      await Tags.create(name);
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'tag_exists')) throw err;
    }
  },
};
