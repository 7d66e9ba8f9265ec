// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VerificationDetail } from '@shared/schemas/verification';
import { ApiError, call } from '@web/lib/api-client';
import { VerificationDetailModal } from './verification-detail-modal';

vi.mock('@web/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@web/lib/api-client')>()),
  call: vi.fn(),
}));

const apiMock = vi.mocked(call);

const row: VerificationDetail = {
  verification_id: 'v1',
  status: 'pending',
  created_at: '2026-01-15T08:00:00.000Z',
  document_url: 'http://files.test/verification-document/u1/doc.pdf?sig=1',
  valid_id: 'http://files.test/verification-id/u1/id.png?sig=2',
  artist: { firstname: 'Maria', lastname: 'Santos', role: 'Artist' },
};

function renderModal(onClose = vi.fn(), onDecided = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={queryClient}>
        <VerificationDetailModal row={row} onClose={onClose} onDecided={onDecided} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { onClose, onDecided, invalidate };
}

/** The detail route answers with the documents' links; `decision` answers the approve/reject routes. */
function serve(decision: () => Promise<unknown>) {
  apiMock.mockImplementation(((routeKey: string) =>
    routeKey === 'GET /api/artist-verification/{id}' ? Promise.resolve(row) : decision()) as typeof call);
}

beforeEach(() => {
  apiMock.mockReset();
  serve(() => Promise.reject(new Error('not expected')));
  // The screens log failures; the tests check what people see.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('VerificationDetailModal', () => {
  it('shows the artist, the status, and links that open each file in a new tab, fetched when opened', async () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Verification Details' });
    expect(dialog.textContent).toContain('Maria Santos');
    expect(dialog.textContent).toContain('Pending');
    await screen.findByRole('link', { name: /^View Document/ });
    expect(apiMock).toHaveBeenCalledWith('GET /api/artist-verification/{id}', { params: { id: 'v1' } });
    for (const [name, href] of [
      ['View Document', row.document_url],
      ['View Valid ID', row.valid_id],
    ] as const) {
      const link = screen.getByRole('link', { name: new RegExp(`^${name}`) });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    // The PDF gets a tile, the image a thumbnail button.
    expect(screen.getByRole('link', { name: /^PDF document: Document of Maria Santos/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Valid ID of Maria Santos' })).toBeTruthy();
  });

  it('opens the full-size viewer from the thumbnail; Escape closes the viewer only', async () => {
    const { onClose } = renderModal();
    fireEvent.click(await screen.findByRole('button', { name: 'View valid id of Maria Santos full size' }));
    expect(screen.getByRole('dialog', { name: 'Valid ID of Maria Santos' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Valid ID of Maria Santos, full size' })).toBeTruthy();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Valid ID of Maria Santos' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('accepts: calls the approve route, reports the decision and refreshes the statistics', async () => {
    serve(() => Promise.resolve({ success: true, status: 'approved', message: 'The verification has been approved.' }));
    const { onDecided, invalidate } = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(onDecided).toHaveBeenCalledWith('approved'));
    expect(apiMock).toHaveBeenCalledWith('POST /api/artist-verification/{id}/approved', { params: { id: 'v1' } });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin', 'stats'] });
  });

  it('says "Failed to reject the verification." when the server refuses', async () => {
    serve(() => Promise.reject(new ApiError(409, 'verification.changed', 'The request was changed meanwhile.')));
    const { onDecided } = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Failed to reject the verification.')).toBeTruthy();
    expect(onDecided).not.toHaveBeenCalled();
  });

  it('says "An unexpected error occurred." when the call itself fails', async () => {
    serve(() => Promise.reject(new ApiError(0, 'network_error', 'Could not reach the server.')));
    renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('An unexpected error occurred.')).toBeTruthy();
  });
});
