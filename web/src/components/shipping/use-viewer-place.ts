import { preferredAddressId, useAddresses } from '@web/api/addresses';
import { useAuth } from '@web/lib/session';
import type { ViewerPlace } from './shipping-text';

/**
 * Where the signed-in viewer's shipping would go: the zone and city of their default address
 * (else their newest), or null without one, signed out, or for an admin (who has no address book).
 * `pending` while the book is read.
 */
export function useViewerPlace(): { place: ViewerPlace | null; pending: boolean } {
  const { user, role } = useAuth();
  const enabled = Boolean(user) && role !== null && role !== 'Admin';
  const book = useAddresses(enabled);
  if (!enabled) return { place: null, pending: false };
  const id = preferredAddressId(book.data);
  const address = book.data?.items.find((a) => a.id === id);
  return { place: address ? { zone: address.zone, cityName: address.city.name } : null, pending: book.isPending };
}
