import type { Locator, Page } from '@playwright/test';
import { ADDRESS_MESSAGES, ADDRESS_TEXT } from '@shared/messages/addresses';
import { expect, expectAccessibleAtBothWidths, test } from './fixtures';
import { confirmedAccount } from './support';

test.beforeEach(({ stack }) => {
  test.skip(!stack, 'makes accounts through the local stack');
});

const book = (page: Page) => page.getByTestId('address-book');
const cards = (page: Page) => book(page).getByTestId('address-card');
const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Fills the address dialog: the contact, then the places picked one step after another, then the street. */
async function fillAddress(
  dialog: Locator,
  a: {
    contact: string;
    mobile: string;
    region: string;
    province?: string;
    city: string;
    barangay: string;
    street: string;
    zip: string;
    label?: string;
  },
) {
  await dialog.getByLabel(ADDRESS_TEXT.contactName).fill(a.contact);
  await dialog.getByLabel(ADDRESS_TEXT.mobile).fill(a.mobile);
  await dialog.getByLabel(ADDRESS_TEXT.region).selectOption({ label: a.region });
  if (a.province) {
    await expect(dialog.getByLabel(ADDRESS_TEXT.province)).toBeEnabled();
    await dialog.getByLabel(ADDRESS_TEXT.province).selectOption({ label: a.province });
  } else {
    // A region without provinces (Metro Manila) goes from the region straight to its cities.
    await expect(dialog.getByLabel(ADDRESS_TEXT.city)).toBeEnabled();
    await expect(dialog.getByLabel(ADDRESS_TEXT.province)).toHaveCount(0);
  }
  await expect(dialog.getByLabel(ADDRESS_TEXT.city)).toBeEnabled();
  await dialog.getByLabel(ADDRESS_TEXT.city).selectOption({ label: a.city });
  await expect(dialog.getByLabel(ADDRESS_TEXT.barangay)).toBeEnabled();
  await dialog.getByLabel(ADDRESS_TEXT.barangay).selectOption({ label: a.barangay });
  await dialog.getByLabel(ADDRESS_TEXT.street).fill(a.street);
  await dialog.getByLabel(ADDRESS_TEXT.zip).fill(a.zip);
  if (a.label) await dialog.getByLabel(ADDRESS_TEXT.label).fill(a.label);
}

test('a client on a phone adds addresses through the PSGC pickers, makes the second the default and deletes the first', async ({
  stack,
  signedIn,
  messagesInView,
}) => {
  test.setTimeout(180_000);
  const client = await confirmedAccount(stack!, 'Client', 'Ligaya');
  const phone = await signedIn(client, { width: 375 });
  await phone.goto('/client-profile?tab=contact');
  await expect(book(phone).getByRole('heading', { name: ADDRESS_TEXT.title })).toBeVisible();
  await expect(book(phone).getByText(ADDRESS_TEXT.empty)).toBeVisible();

  // Add: what is missing is said under each field.
  await book(phone).getByRole('button', { name: ADDRESS_TEXT.add }).click();
  let dialog = dialogNamed(phone, ADDRESS_TEXT.addTitle);
  await dialog.getByRole('button', { name: ADDRESS_TEXT.save }).click();
  await expect(dialog.getByText(ADDRESS_MESSAGES.contactName)).toBeVisible();
  await expect(dialog.getByText(ADDRESS_MESSAGES.region)).toBeVisible();
  await expect(dialog.getByLabel(ADDRESS_TEXT.contactName)).toBeFocused();
  await dialog.getByLabel(ADDRESS_TEXT.mobile).fill('12345');
  await fillAddress(dialog, {
    contact: 'Ligaya Dela Cruz',
    mobile: '0917 123 4567',
    region: 'Region VII (Central Visayas)',
    province: 'Cebu',
    city: 'City of Cebu',
    barangay: 'Lahug',
    street: 'Unit 5, 88 Gorordo Ave',
    zip: '6000',
    label: 'Work',
  });
  await expectAccessibleAtBothWidths(phone, 'the address dialog');
  await dialog.getByRole('button', { name: ADDRESS_TEXT.save }).click();
  await expect(dialog).toHaveCount(0);
  await expect(book(phone).getByText(ADDRESS_TEXT.added)).toBeVisible();
  const cebu = 'Unit 5, 88 Gorordo Ave, Lahug, City of Cebu, Cebu';
  await expect(cards(phone)).toHaveCount(1);
  await expect(cards(phone).first()).toContainText(cebu);
  await expect(cards(phone).first()).toContainText('0917 123 4567');
  await expect(cards(phone).first().getByText(ADDRESS_TEXT.defaultBadge, { exact: true })).toBeVisible();
  // The profile's address follows the default.
  await expect(phone.getByText(cebu, { exact: true }).first()).toBeVisible();

  // A second one in Metro Manila, which has no provinces.
  await book(phone).getByRole('button', { name: ADDRESS_TEXT.add }).click();
  dialog = dialogNamed(phone, ADDRESS_TEXT.addTitle);
  await fillAddress(dialog, {
    contact: 'Ligaya Dela Cruz',
    mobile: '+63 918 765 4321',
    region: 'National Capital Region (NCR)',
    city: 'Quezon City',
    barangay: 'Teachers Village East',
    street: '12 Maginhawa St',
    zip: '1101',
    label: 'Home',
  });
  await dialog.getByRole('button', { name: ADDRESS_TEXT.save }).click();
  await expect(book(phone).getByText(ADDRESS_TEXT.added)).toBeVisible();
  const qc = '12 Maginhawa St, Teachers Village East, Quezon City';
  await expect(cards(phone)).toHaveCount(2);
  const qcCard = cards(phone).filter({ hasText: qc });
  await expect(qcCard.getByText(ADDRESS_TEXT.defaultBadge, { exact: true })).toHaveCount(0);

  // Set as default: the badge moves, the profile's address with it.
  await qcCard.getByRole('button', { name: `${ADDRESS_TEXT.setDefault}: ${qc}` }).click();
  await expect(qcCard.getByText(ADDRESS_TEXT.defaultSet(qc))).toBeVisible();
  await expect(qcCard.getByText(ADDRESS_TEXT.defaultBadge, { exact: true })).toBeVisible();
  await expect(
    cards(phone).filter({ hasText: cebu }).getByText(ADDRESS_TEXT.defaultBadge, { exact: true }),
  ).toHaveCount(0);
  await expect(phone.getByText(qc, { exact: true }).first()).toBeVisible();

  // Delete, after a confirmation naming the address.
  await cards(phone)
    .filter({ hasText: cebu })
    .getByRole('button', { name: `${ADDRESS_TEXT.delete}: ${cebu}` })
    .click();
  const confirm = dialogNamed(phone, ADDRESS_TEXT.deleteTitle);
  await expect(confirm.getByText(ADDRESS_TEXT.deleteBody(cebu))).toBeVisible();
  await expectAccessibleAtBothWidths(phone, 'the delete confirmation');
  await confirm.getByRole('button', { name: ADDRESS_TEXT.delete, exact: true }).click();
  await expect(book(phone).getByText(ADDRESS_TEXT.deleted(cebu))).toBeVisible();
  await expect(cards(phone)).toHaveCount(1);
  await expect(cards(phone).first()).toContainText(qc);
  await expectAccessibleAtBothWidths(phone, 'the address book');
  expect(await messagesInView.outOfView()).toEqual([]);
});

test('an artist at 1280 px keeps an address book too, and edits an address in place', async ({
  stack,
  signedIn,
  messagesInView,
}) => {
  test.setTimeout(120_000);
  const artist = await confirmedAccount(stack!, 'Artist', 'Bayani');
  const desk = await signedIn(artist, { width: 1280 });
  await desk.goto('/artist-profile?tab=contact');
  await book(desk).getByRole('button', { name: ADDRESS_TEXT.add }).click();
  let dialog = dialogNamed(desk, ADDRESS_TEXT.addTitle);
  await fillAddress(dialog, {
    contact: 'Bayani Dela Cruz',
    mobile: '09981112222',
    region: 'Region XI (Davao Region)',
    province: 'Davao del Sur',
    city: 'City of Davao',
    barangay: 'Buhangin',
    street: '21 J.P. Laurel Ave',
    zip: '8000',
  });
  await dialog.getByRole('button', { name: ADDRESS_TEXT.save }).click();
  const davao = '21 J.P. Laurel Ave, Buhangin, City of Davao, Davao del Sur';
  await expect(cards(desk).first()).toContainText(davao);

  await cards(desk)
    .first()
    .getByRole('button', { name: `${ADDRESS_TEXT.edit}: ${davao}` })
    .click();
  dialog = dialogNamed(desk, ADDRESS_TEXT.editTitle);
  await expect(dialog.getByLabel(ADDRESS_TEXT.barangay)).toHaveValue('1130700021');
  await dialog.getByLabel(ADDRESS_TEXT.street).fill('23 J.P. Laurel Ave');
  await dialog.getByRole('button', { name: ADDRESS_TEXT.save }).click();
  await expect(cards(desk).first().getByText(ADDRESS_TEXT.saved)).toBeVisible();
  await expect(cards(desk).first()).toContainText('23 J.P. Laurel Ave, Buhangin, City of Davao, Davao del Sur');
  expect(await messagesInView.outOfView()).toEqual([]);
});
