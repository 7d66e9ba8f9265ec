import { ensureAdmin } from '@functions/core/accounts/admins';
import { Tags } from '@functions/core/tags/tags';

/** The demo sign-ins `npm start` prints. Local only. */
export const DEMO_ADMIN = { email: 'admin@crafti.test', password: 'CraftiAdmin1' };

export const DEMO_TAGS = ['Handmade', 'Painting', 'Sculpture', 'Pottery', 'Textile', 'Woodwork', 'Digital', 'Filipino Heritage'];

/** Demo content, written through the domain layer; idempotent. */
export async function seedDemo(): Promise<void> {
  for (const name of DEMO_TAGS) await Tags.ensure(name);
  await ensureAdmin(DEMO_ADMIN);
}
