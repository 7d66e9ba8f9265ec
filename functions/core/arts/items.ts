import { ErrorCodes } from '@shared/api/errors';
import { db, type Item } from '../db/service';
import { AppError } from '../errors';

/** The stored art, reading it, and the refusals every art verb shares. */

export type ArtItem = Item<'art'>;

export const artNotFound = () => new AppError(ErrorCodes.artNotFound, 'Art not found.');
export const changedMeanwhile = () =>
  new AppError(ErrorCodes.artChanged, 'This art was changed meanwhile. Please reload and try again.');

export async function find(artId: string) {
  const { data } = await db().entities.art.get({ artId }).go();
  return data;
}

/** Several arts in one BatchGet, by id (deleted ones are missing from the map). */
export async function findMany(artIds: readonly string[]): Promise<Map<string, ArtItem>> {
  const unique = [...new Set(artIds)];
  if (unique.length === 0) return new Map();
  const { data } = await db()
    .entities.art.get(unique.map((artId) => ({ artId })))
    .go();
  return new Map(data.filter((a): a is ArtItem => Boolean(a)).map((a) => [a.artId, a]));
}
