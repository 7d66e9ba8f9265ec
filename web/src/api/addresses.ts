import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressBody, AddressBook } from '@shared/schemas/addresses';
import { call } from '@web/lib/api-client';

/**
 * The signed-in person's address book (issue 47 item 1): the profile's Address & Contact tab
 * edits it, the checkout picks from it. Every change answers the whole book, which replaces the
 * cached one; the profile is read again, since its address follows the default.
 */
export const addressKeys = {
  all: ['addresses'] as const,
  book: () => [...addressKeys.all, 'book'] as const,
};

export const getAddressBook = () => call('GET /api/addresses');

/** The book, newest first, each address with `is_default` (and the book's `default_id`). */
export function useAddresses(enabled = true) {
  return useQuery({ queryKey: addressKeys.book(), queryFn: getAddressBook, enabled });
}

/** The address the checkout starts with: the default, else the newest, else none. */
export const preferredAddressId = (book: AddressBook | undefined): string | null =>
  book?.default_id ?? book?.items[0]?.id ?? null;

type Body = Omit<AddressBody, 'label' | 'make_default'> & Partial<Pick<AddressBody, 'label' | 'make_default'>>;

export const addAddress = (body: Body) => call('POST /api/addresses', { body });
export const editAddress = (id: string, body: Body) => call('PUT /api/addresses/{id}', { params: { id }, body });
export const deleteAddress = (id: string) => call('DELETE /api/addresses/{id}', { params: { id } });
export const setDefaultAddress = (id: string) => call('POST /api/addresses/{id}/default', { params: { id } });

function useBookChange<V, R extends AddressBook>(change: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (book) => {
      queryClient.setQueryData<AddressBook>(addressKeys.book(), {
        items: book.items,
        default_id: book.default_id,
        max: book.max,
      });
      // The profile's address follows the default (profileKeys lives in api/profile: read again by prefix).
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}

/** Adds (no `id`) or edits an address; answers the address written with the book. */
export function useSaveAddress() {
  return useBookChange(({ id, body }: { id?: string; body: Body }) => (id ? editAddress(id, body) : addAddress(body)));
}

export function useDeleteAddress() {
  return useBookChange((id: string) => deleteAddress(id));
}

export function useSetDefaultAddress() {
  return useBookChange((id: string) => setDefaultAddress(id));
}
