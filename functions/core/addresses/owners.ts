import type { OwnersLoader } from '../actor';
import { parseId } from './addresses';

/** An address is its person's: its id names them, so nothing is read. */
export const ofAddress: OwnersLoader = async (id) => {
  const parsed = parseId(id);
  return parsed ? [parsed.userId] : null;
};
