import type { OwnersLoader } from '../actor';
import { ownerOfId } from './notifications';

/** A notification is its person's: its id names them, so nothing is read. */
export const ofNotification: OwnersLoader = async (id) => {
  const userId = ownerOfId(id);
  return userId ? [userId] : null;
};
