import { ensureAdmin } from '@functions/core/accounts/admins';
import * as Profiles from '@functions/core/profiles/profiles';
import { activateAccount, register } from '@functions/core/accounts/registration';
import * as Tags from '@functions/core/tags/tags';
import type { RegisterBody } from '@shared/schemas/accounts';

/** The demo sign-ins `npm start` prints. Local only. */
export const DEMO_ADMIN = { email: 'admin@crafti.test', password: 'CraftiAdmin1' };
export const DEMO_PASSWORD = 'Crafti-Demo-2026';

export const DEMO_PEOPLE: Omit<RegisterBody, 'password'>[] = [
  { email: 'maria.santos@crafti.test', firstName: 'Maria', lastName: 'Santos', username: 'maria_paints', role: 'Artist' },
  { email: 'jose.bautista@crafti.test', firstName: 'Jose', lastName: 'Bautista', username: 'jose_woodcraft', role: 'Artist' },
  { email: 'liza.reyes@crafti.test', firstName: 'Liza', lastName: 'Reyes', username: 'liza_collects', role: 'Client' },
  { email: 'paolo.garcia@crafti.test', firstName: 'Paolo', lastName: 'Garcia', username: 'paolo_cafe', role: 'Client' },
];

export const DEMO_TAGS = ['Handmade', 'Painting', 'Sculpture', 'Pottery', 'Textile', 'Woodwork', 'Digital', 'Filipino Heritage'];

/** Demo content, written through the domain layer (the same verbs the API uses); idempotent. */
export async function seedDemo(): Promise<void> {
  for (const name of DEMO_TAGS) await Tags.ensure(name);
  await ensureAdmin(DEMO_ADMIN);
  for (const person of DEMO_PEOPLE) {
    if (await Profiles.emailExists(person.email)) continue;
    await register({ ...person, password: DEMO_PASSWORD });
    const profile = await Profiles.findByEmail(person.email);
    if (profile) await activateAccount(profile.userId, profile.email);
  }
}
