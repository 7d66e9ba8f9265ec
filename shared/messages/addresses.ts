/**
 * The address book's limits and every text a person reads about it (issue 47 item 1), without zod:
 * the schemas (shared/schemas/addresses.ts) re-export these for the server, and the web's lists
 * and pickers read them here without loading zod.
 */

/** At most this many addresses per person: enough for home, work, family and friends. */
export const MAX_ADDRESSES = 10;
export const MAX_CONTACT_NAME = 100;
/** Street, building and unit; with the longest barangay, city and province the one-line form stays within a profile's 200 characters. */
export const MAX_STREET = 100;
export const MAX_LABEL = 30;

export const ADDRESS_MESSAGES = {
  contactName: 'Enter the name of the person who receives the parcel.',
  contactNameLength: `The contact name must be at most ${MAX_CONTACT_NAME} characters.`,
  mobile: 'Enter a Philippine mobile number, like 0917 123 4567 or +63 917 123 4567.',
  street: 'Enter the house number and street, or the building and unit.',
  streetLength: `The street, building and unit must be at most ${MAX_STREET} characters.`,
  zip: 'Enter the 4-digit ZIP code.',
  labelLength: `The label must be at most ${MAX_LABEL} characters.`,
  region: 'Choose a region.',
  province: 'Choose a province of that region.',
  noProvince: 'Metro Manila has no provinces: choose its city or municipality.',
  city: 'Choose a city or municipality of the province or region you chose.',
  barangay: 'Choose a barangay of that city or municipality.',
  full: `You can keep at most ${MAX_ADDRESSES} addresses. Delete one to add another.`,
  notFound: 'That address is not in your address book.',
  notYours: 'This is not your address.',
  adminRefused: 'Administrators have no address book.',
  changed: 'Your address book was changed meanwhile. Please try again.',
} as const;

/** What the address book and the picker say. */
export const ADDRESS_TEXT = {
  title: 'Address book',
  intro: 'Where your orders are delivered. Your default address is picked first at checkout and shows on your profile.',
  empty: 'You have no saved addresses yet.',
  add: 'Add an address',
  addTitle: 'Add an address',
  editTitle: 'Edit address',
  edit: 'Edit',
  save: 'Save address',
  saving: 'Saving…',
  delete: 'Delete',
  setDefault: 'Set as default',
  makeDefault: 'Use as my default address',
  defaultBadge: 'Default',
  limitReached: `You have ${MAX_ADDRESSES} addresses, the most an address book keeps. Delete one to add another.`,
  contactName: 'Contact name',
  mobile: 'Mobile number',
  label: 'Label (optional)',
  labelHelper: 'Home, Work, Lola’s house…',
  region: 'Region',
  province: 'Province',
  city: 'City or municipality',
  barangay: 'Barangay',
  street: 'House number, street, building, unit',
  zip: 'ZIP code',
  chooseRegion: 'Choose a region',
  chooseProvince: 'Choose a province',
  chooseCity: 'Choose a city or municipality',
  chooseBarangay: 'Choose a barangay',
  loadingPlaces: 'Loading places…',
  placesFailed: 'Could not load the list of places. Check your connection and try again.',
  added: 'Your address was added.',
  saved: 'Your address was saved.',
  defaultSet: (oneLine: string) => `Your default address is now ${oneLine}.`,
  deleted: (oneLine: string) => `The address ${oneLine} was deleted.`,
  deleteTitle: 'Delete this address?',
  deleteBody: (oneLine: string) =>
    `${oneLine} will be removed from your address book. Orders already placed keep the address they were bought for.`,
  loadFailed: 'Failed to load your addresses. Please try again.',
  saveFailed: 'Failed to save the address. Please try again.',
  deleteFailed: 'Failed to delete the address. Please try again.',
  defaultFailed: 'Failed to change your default address. Please try again.',
  pickerLegend: 'Deliver to',
  pickerEmpty: 'Add the address your order goes to.',
} as const;
