// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCodes } from '@shared/api/errors';
import { MODERATION_MESSAGES } from '@shared/messages/moderation';
import { ApiError, call } from '@web/lib/api-client';
import { ReportButton } from './report-dialog';

vi.mock('@web/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@web/lib/api-client')>()),
  call: vi.fn(),
}));

const apiMock = vi.mocked(call);

function renderButton() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={queryClient}>
        <ReportButton target={{ kind: 'art', targetId: 'art-1' }} subject="“Taal at dusk”" />
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

/** Opens the dialog, picks `reason` and sends. */
async function report(reason: string) {
  fireEvent.click(screen.getByRole('button', { name: /^Report “Taal at dusk”/ }));
  fireEvent.click(await screen.findByRole('radio', { name: reason }));
  fireEvent.click(screen.getByRole('button', { name: MODERATION_MESSAGES.reportSubmit }));
}

describe('ReportButton', () => {
  beforeEach(() => apiMock.mockReset());
  afterEach(cleanup);

  it('sends the kind, the id, the reason and the details, then thanks the reporter beside the button', async () => {
    apiMock.mockResolvedValueOnce({ message: MODERATION_MESSAGES.reported });
    renderButton();
    await report('Stolen art');
    expect(await screen.findByText(MODERATION_MESSAGES.reported)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(apiMock).toHaveBeenCalledWith('POST /api/reports', {
      body: { kind: 'art', target_id: 'art-1', reason: 'Stolen art', details: '' },
    });
  });

  it('asks for details when the reason is Other, before sending anything', async () => {
    renderButton();
    await report('Other');
    expect(await screen.findByText(MODERATION_MESSAGES.reportDetailsRequired)).toBeTruthy();
    expect(apiMock).not.toHaveBeenCalled();
  });

  it('tells a second report it was already reported, and keeps a refusal (too many reports) in the dialog', async () => {
    apiMock.mockRejectedValueOnce(
      new ApiError(409, ErrorCodes.moderationAlreadyReported, MODERATION_MESSAGES.alreadyReported),
    );
    renderButton();
    await report('Spam');
    expect(await screen.findByText(MODERATION_MESSAGES.alreadyReported)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    apiMock.mockRejectedValueOnce(new ApiError(429, ErrorCodes.rateLimited, MODERATION_MESSAGES.tooManyReports));
    await report('Spam');
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain(MODERATION_MESSAGES.tooManyReports));
  });
});
