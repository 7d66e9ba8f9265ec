import { db } from '../db/service';

/** Whether two people share a project (they may see each other's contact fields). */
export async function arePartners(a: string, b: string): Promise<boolean> {
  const { data } = await db().entities.partnership.get({ userId: a, otherUserId: b }).go();
  return Boolean(data);
}
