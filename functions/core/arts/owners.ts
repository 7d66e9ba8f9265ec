import type { OwnersLoader } from '../actor';
import { find } from './items';

/** The owner loaders of the arts group's things (its contract's owner rules name them). */

/** An art's owner is its artist. */
export const ofArt: OwnersLoader = async (artId) => {
  const art = await find(artId);
  return art ? [art.artistId] : null;
};
