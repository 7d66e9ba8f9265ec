// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Once } from '@web/lib/use-do-request';
import { SendProposalButton } from './send-proposal';

afterEach(cleanup);

function renderButton(request: Once | null) {
  render(
    <StrictMode>
      <ChakraProvider value={defaultSystem}>
        <QueryClientProvider client={new QueryClient()}>
          <SendProposalButton senderId="client1" recipientId="artist1" recipientName="Maria Santos" request={request} />
        </QueryClientProvider>
      </ChakraProvider>
    </StrictMode>,
  );
}

/** A request as useDoRequest makes it: taken once. */
function request(): Once {
  let taken = false;
  return {
    take: () => {
      const first = !taken;
      taken = true;
      return first;
    },
  };
}

const dialog = () => screen.queryByRole('dialog', { name: 'Send a proposal to Maria Santos' });
const flush = () => act(async () => await Promise.resolve());

describe('Send Proposal asked by a link (?do=proposal)', () => {
  it('opens the dialog once, as pressing the button does; closed, it stays closed', async () => {
    const asked = request();
    renderButton(asked);
    await flush();
    expect(dialog()).toBeTruthy();
    // Taken: nothing else opens it again.
    expect(asked.take()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await flush();
    expect(dialog()).toBeNull();
  });

  it('stays closed without a request', async () => {
    renderButton(null);
    await flush();
    expect(dialog()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send Proposal' }));
    await flush();
    expect(dialog()).toBeTruthy();
  });
});
