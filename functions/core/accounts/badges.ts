import type { Badges } from '@shared/schemas/badges';
import type { Actor } from '../actor';
import * as Counters from '../counters/counters';
import * as Profiles from '../profiles/profiles';

/**
 * What every signed-in page asks first (GET /badges/{userId}): the person's role and the bar's
 * counts, read at once — the profile and one BatchGet of the three counters — so the page's boot
 * wakes one function with one request instead of four.
 */
export async function of(actor: Actor): Promise<Badges> {
  const { userId } = actor;
  const names = Counters.names;
  const [stored, counts] = await Promise.all([Profiles.roleOf(userId), countsReader(userId)]);
  // A profile not yet written (just signed up) has the token's role, as GET /user-role answers.
  const role = stored ?? actor.role;
  return {
    role,
    cart: role === 'Admin' ? 0 : counts(names.cartItems(userId)),
    notifications: counts(names.unreadNotifications(userId)),
    messages: counts(names.unreadMessages(userId)),
  };
}

const countsReader = (userId: string) =>
  Counters.getMany([
    Counters.names.cartItems(userId),
    Counters.names.unreadNotifications(userId),
    Counters.names.unreadMessages(userId),
  ]);

/** The three counts alone (the live socket's `hello`; an admin's cart count is 0 there too, as nobody adds to it). */
export async function countsOf(userId: string): Promise<{ cart: number; notifications: number; messages: number }> {
  const counts = await countsReader(userId);
  const names = Counters.names;
  return {
    cart: counts(names.cartItems(userId)),
    notifications: counts(names.unreadNotifications(userId)),
    messages: counts(names.unreadMessages(userId)),
  };
}
