import { createContext, useContext, type ComponentType } from 'react';

/**
 * The address book's parts that other features show (issue 47): the book on the profile's Address
 * & Contact tab, and the picker of an order's address at checkout. They belong to the addresses
 * feature, and features do not import each other: app/address-parts.tsx provides them here, and a
 * feature renders `<AddressBookSlot />` or `<AddressPickerSlot value onChange />`.
 */
export interface AddressPickerProps {
  /** The chosen address's id; null until one is chosen (the picker then chooses the default). */
  value: string | null;
  onChange: (addressId: string) => void;
}

export interface AddressParts {
  AddressBook?: ComponentType;
  AddressPicker?: ComponentType<AddressPickerProps>;
}

export const AddressPartsContext = createContext<AddressParts>({});

/** The signed-in person's address book, when the app provides it. */
export function AddressBookSlot() {
  const { AddressBook } = useContext(AddressPartsContext);
  return AddressBook ? <AddressBook /> : null;
}

/** The picker of the address an order goes to, when the app provides it. */
export function AddressPickerSlot(props: AddressPickerProps) {
  const { AddressPicker } = useContext(AddressPartsContext);
  return AddressPicker ? <AddressPicker {...props} /> : null;
}
