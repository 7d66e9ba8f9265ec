import { lazy, Suspense } from 'react';
import type { AddressParts, AddressPickerProps } from '@web/components/address-parts';

/**
 * What the app provides for components/address-parts.tsx: the addresses feature's book and
 * picker, each loaded with the first page that shows it (the profile, the checkout).
 */
const LazyBook = lazy(() =>
  import('@web/features/addresses/components/address-book').then((m) => ({ default: m.AddressBook })),
);
const LazyPicker = lazy(() =>
  import('@web/features/addresses/components/address-picker').then((m) => ({ default: m.AddressPicker })),
);

function AddressBook() {
  return (
    <Suspense fallback={null}>
      <LazyBook />
    </Suspense>
  );
}

function AddressPicker(props: AddressPickerProps) {
  return (
    <Suspense fallback={null}>
      <LazyPicker {...props} />
    </Suspense>
  );
}

export const addressParts: AddressParts = { AddressBook, AddressPicker };
