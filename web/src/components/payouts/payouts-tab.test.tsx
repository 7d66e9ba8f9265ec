// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYOUT_MESSAGES, PAYOUT_STATUS_TEXT, PAYOUT_STATUSES, type PayoutStatus } from '@shared/messages/payouts';
import type { OnboardingBody, PayoutAccount } from '@shared/schemas/payouts';
import { ApiError, call } from '@web/lib/api-client';
import { dispatchLive } from '@web/lib/live-socket';
import { PayoutsTab } from './payouts-tab';

vi.mock('@web/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@web/lib/api-client')>()),
  call: vi.fn(),
}));

const apiMock = vi.mocked(call);

function account(status: PayoutStatus, overrides: Partial<PayoutAccount> = {}): PayoutAccount {
  return {
    status,
    reason: null,
    kind: null,
    destination: null,
    account_last4: null,
    submitted_at: null,
    activated_at: null,
    held: 0,
    ...overrides,
  };
}

/** GET answers `current` (which a test may change); POST runs `onboard`. */
function serve(
  current: { account: PayoutAccount },
  onboard: (body: OnboardingBody) => Promise<PayoutAccount> = () => Promise.reject(new Error('no POST expected')),
) {
  apiMock.mockImplementation(((routeKey: string, input?: { body?: OnboardingBody }) => {
    if (routeKey === 'GET /payouts/{userId}') return Promise.resolve(current.account);
    if (routeKey === 'POST /payouts/{userId}/onboarding') return onboard(input!.body!);
    return Promise.reject(new ApiError(404, 'route_not_found', `No such route: ${routeKey}`));
  }) as typeof call);
}

function renderTab() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={queryClient}>
        <PayoutsTab userId="artist-1" />
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

const input = (label: string) => screen.getByLabelText(label, { selector: 'input, select' }) as HTMLInputElement;
const type = (label: string, value: string) =>
  act(async () => void fireEvent.change(input(label), { target: { value } }));
const click = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));
/** Waits for the tab, then presses its button that opens the form. */
const open = async (name: string) => {
  await screen.findByRole('button', { name });
  await click(name);
};
const choose = (name: string) =>
  act(async () => void fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${name}`) })));

/** Every field right, as an individual paid to a bank. */
async function fillIndividual() {
  await choose('Individual');
  await type('Legal name (as on your ID)', 'Juan Dela Cruz');
  await type('Birth date', '1990-04-12');
  await type('Mobile number', '09171234567');
  await type('Street address', '12 Rizal St.');
  await type('City or municipality', 'Paete');
  await type('Province', 'Laguna');
  await type('Postal code', '4016');
  await type('ID type', 'philsys');
  await type('ID number', '1234-5678-9012');
  await type('Bank or e-wallet', 'bdo');
  await type('Account name', 'Juan Dela Cruz');
  await type('Account number', '001234567890');
}

beforeEach(() => {
  apiMock.mockReset();
});
afterEach(cleanup);

describe('PayoutsTab: the status', () => {
  it.each(PAYOUT_STATUSES)('shows %s with its label and what to do next', async (status) => {
    serve({ account: account(status) });
    renderTab();
    expect(await screen.findByText(PAYOUT_STATUS_TEXT[status].label)).toBeTruthy();
    expect(screen.getByTestId('payout-next').textContent).toBe(PAYOUT_STATUS_TEXT[status].next);
    const setUp = screen.queryByRole('button', { name: 'Set up payouts' });
    const again = screen.queryByRole('button', { name: 'Update and send again' });
    expect(Boolean(setUp)).toBe(status === 'not_started');
    expect(Boolean(again)).toBe(status === 'rejected' || status === 'more_information');
  });

  it("shows PayMongo's reason when rejected, where payouts go and what Crafti holds", async () => {
    serve({
      account: account('rejected', {
        reason: 'The ID photo is blurred.',
        destination: 'bdo',
        account_last4: '7890',
        held: 315_050,
      }),
    });
    renderTab();
    expect((await screen.findByTestId('payout-reason')).textContent).toContain('The ID photo is blurred.');
    expect(screen.getByTestId('payout-destination').textContent).toBe('Payouts go to BDO Unibank ••••7890');
    expect(screen.getByTestId('payout-held').textContent).toBe(
      '₱3,150.50 held by Crafti until your orders are completed and your payouts are active',
    );
  });

  it('says nothing is held when nothing is, and shows no reason when active', async () => {
    serve({ account: account('active', { reason: 'old note', destination: 'gcash', account_last4: '4567' }) });
    renderTab();
    expect(await screen.findByText('Payouts go to GCash ••••4567')).toBeTruthy();
    expect(screen.queryByTestId('payout-held')).toBeNull();
    expect(screen.queryByTestId('payout-reason')).toBeNull();
  });

  it('reads the status again on a live payout push', async () => {
    const current = { account: account('in_review') };
    serve(current);
    renderTab();
    await screen.findByText('In review');
    current.account = account('active');
    act(() => dispatchLive({ type: 'payout' }));
    expect(await screen.findByText('Active')).toBeTruthy();
  });
});

describe('PayoutsTab: the onboarding form', () => {
  it('opens inline and tells each missing field what it needs', async () => {
    serve({ account: account('not_started') });
    renderTab();
    await open('Set up payouts');
    expect(screen.getByRole('button', { name: 'Set up payouts' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('payout-privacy').textContent).toContain('last 4 digits');
    // Individual is chosen from the start: most artists sell as themselves.
    expect(
      screen.getByRole('radio', { name: /Individual/ }).getAttribute('aria-checked') ??
        String((screen.getByRole('radio', { name: /Individual/ }) as HTMLInputElement).checked),
    ).toBe('true');
    await click('Send to PayMongo');
    expect(screen.queryByText('Choose individual or business.')).toBeNull();
    for (const message of [
      'Enter your legal name as it appears on your ID.',
      'Enter your birth date.',
      'Enter a mobile number like 09171234567.',
      'Enter your street address.',
      'Enter your city or municipality.',
      'Enter your province.',
      'Enter the 4-digit postal code.',
      'Choose the ID you will use.',
      'Enter the ID number as printed on your ID.',
      'Choose where your payouts go.',
      'Enter the name on the account.',
      'Enter the account number (10 to 16 digits).',
    ]) {
      expect(screen.getByText(message), message).toBeTruthy();
    }
    expect(input('Legal name (as on your ID)').getAttribute('aria-invalid')).toBe('true');
    expect(apiMock).not.toHaveBeenCalledWith('POST /payouts/{userId}/onboarding', expect.anything());
  });

  it('refuses a birth date under 18', async () => {
    serve({ account: account('not_started') });
    renderTab();
    await open('Set up payouts');
    // The schema's cross-field rules run once every field is right.
    await fillIndividual();
    const year = new Date().getUTCFullYear() - 10;
    await type('Birth date', `${year}-01-01`);
    await click('Send to PayMongo');
    expect(screen.getByText(PAYOUT_MESSAGES.adult)).toBeTruthy();
  });

  it('asks for the DTI or SEC number of a business only', async () => {
    serve({ account: account('not_started') });
    renderTab();
    await open('Set up payouts');
    expect(screen.queryByLabelText('DTI or SEC registration number')).toBeNull();
    await fillIndividual();
    await choose('Business');
    expect(screen.getByLabelText('Registered business name')).toBeTruthy();
    await click('Send to PayMongo');
    expect(screen.getByText('Enter your DTI or SEC registration number.')).toBeTruthy();
    await choose('Individual');
    expect(screen.queryByLabelText('DTI or SEC registration number')).toBeNull();
  });

  it('calls the account number an e-wallet mobile number for an e-wallet, and checks it as one', async () => {
    serve({ account: account('not_started') });
    renderTab();
    await open('Set up payouts');
    expect(input('Account number')).toBeTruthy();
    const destination = input('Bank or e-wallet') as unknown as HTMLSelectElement;
    expect([...destination.querySelectorAll('optgroup')].map((g) => g.label)).toEqual(['Banks', 'E-wallets']);
    await fillIndividual();
    await type('Bank or e-wallet', 'gcash');
    expect(screen.queryByLabelText('Account number')).toBeNull();
    await type('E-wallet mobile number', '001234567890');
    await click('Send to PayMongo');
    expect(screen.getByText('Enter the 11-digit mobile number of the e-wallet, like 09171234567.')).toBeTruthy();
  });

  it('sends the details, says so and shows the account in review', async () => {
    const sent: OnboardingBody[] = [];
    serve({ account: account('not_started', { held: 100_000 }) }, (body) => {
      sent.push(body);
      return Promise.resolve(
        account('in_review', { kind: 'individual', destination: 'bdo', account_last4: '7890', held: 100_000 }),
      );
    });
    renderTab();
    await open('Set up payouts');
    await fillIndividual();
    await click('Send to PayMongo');
    expect(await screen.findByText(PAYOUT_MESSAGES.submitted)).toBeTruthy();
    // The button pressed went with the form: the outcome holds the focus, not the page.
    expect(document.activeElement).toBe(screen.getByTestId('focused-outcome'));
    expect(screen.getByTestId('focused-outcome').textContent).toContain(PAYOUT_MESSAGES.submitted);
    expect(sent).toEqual([
      expect.objectContaining({
        kind: 'individual',
        legal_name: 'Juan Dela Cruz',
        birth_date: '1990-04-12',
        destination: 'bdo',
        account_number: '001234567890',
        id_type: 'philsys',
      }),
    ]);
    expect(within(screen.getByTestId('payout-account')).getByText('In review')).toBeTruthy();
    expect(screen.getByText('Payouts go to BDO Unibank ••••7890')).toBeTruthy();
    // The form is gone: nothing to send while PayMongo reviews.
    expect(screen.queryByRole('button', { name: 'Send to PayMongo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set up payouts' })).toBeNull();
  });

  it("shows PayMongo's refusal beside the button and keeps what was typed", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(
      {
        account: account('rejected', { reason: 'Name does not match the ID.', kind: 'individual', destination: 'bdo' }),
      },
      () =>
        Promise.reject(
          new ApiError(422, 'payouts.refused', 'PayMongo refused these details: the ID number is not valid.'),
        ),
    );
    renderTab();
    await open('Update and send again');
    // What PayMongo last had starts chosen (the kind; happy-dom does not show a select's default).
    expect((screen.getByRole('radio', { name: /^Individual/ }) as HTMLInputElement).checked).toBe(true);
    await fillIndividual();
    await click('Send to PayMongo');
    expect(await screen.findByText('PayMongo refused these details: the ID number is not valid.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('ID number is not valid');
    expect(input('Legal name (as on your ID)').value).toBe('Juan Dela Cruz');
    expect(input('ID number').value).toBe('1234-5678-9012');
    expect(input('Account number').value).toBe('001234567890');
    expect(screen.queryByText(PAYOUT_MESSAGES.submitted)).toBeNull();
    log.mockRestore();
  });

  it('shows the generic failure when PayMongo cannot be reached', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({ account: account('not_started') }, () =>
      Promise.reject(new ApiError(503, 'payouts.unavailable', 'upstream down')),
    );
    renderTab();
    await open('Set up payouts');
    await fillIndividual();
    await click('Send to PayMongo');
    expect(await screen.findByText(PAYOUT_MESSAGES.submitFailed)).toBeTruthy();
    expect(input('City or municipality').value).toBe('Paete');
    log.mockRestore();
  });

  it('says so and shows the status when the details are already in review (sent from another tab)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const current = { account: account('not_started') };
    serve(current, () => {
      current.account = account('in_review');
      return Promise.reject(new ApiError(409, 'payouts.in_review', PAYOUT_MESSAGES.inReview));
    });
    renderTab();
    await open('Set up payouts');
    await fillIndividual();
    await click('Send to PayMongo');
    expect(await screen.findByText(PAYOUT_MESSAGES.inReview)).toBeTruthy();
    expect(await within(screen.getByTestId('payout-account')).findByText('In review')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send to PayMongo' })).toBeNull();
    log.mockRestore();
  });

  it('puts a field the server refused beside that field', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({ account: account('not_started') }, () =>
      Promise.reject(
        new ApiError(400, 'validation_failed', 'account_number: Not a BDO account number.', 'account_number'),
      ),
    );
    renderTab();
    await open('Set up payouts');
    await fillIndividual();
    await click('Send to PayMongo');
    await waitFor(() => expect(screen.getByText('Not a BDO account number.')).toBeTruthy());
    expect(input('Account number').getAttribute('aria-invalid')).toBe('true');
    log.mockRestore();
  });
});
