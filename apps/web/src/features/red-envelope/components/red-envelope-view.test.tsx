import type { RedEnvelopeCurrent } from '@openlobby/contract/red-envelope/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { RedEnvelopeNotice } from './red-envelope-notice';
import { RedEnvelopeView } from './red-envelope-view';

const round = {
  id: 4,
  title: 'Welcome red envelope',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2027-01-01T00:00:00.000Z',
  minAmount: 100,
  maxAmount: 2000,
  eligibility: 'none' as const,
  eligibilityDays: 0,
};

/** A stand-in server: the open pays 734 once, then refuses as the real one does. */
function fakeServer(initial: Partial<RedEnvelopeCurrent> = {}) {
  const state = {
    balance: 5000,
    opens: 0,
    reads: 0,
    current: {
      round,
      status: 'open',
      openedAmount: null,
      next: null,
      ...initial,
    } as RedEnvelopeCurrent,
  };
  const reply = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const { pathname } = new URL(String(input));
    switch (pathname) {
      case '/wps/v2/wallets/balance':
        return reply({ success: true, value: { balance: state.balance, currency: 'BRL' } });
      case '/wps/relay/RedEnvelope_current':
        state.reads += 1;
        return reply({ success: true, value: state.current });
      case '/wps/relay/RedEnvelope_open':
        state.opens += 1;
        if (state.current.status === 'opened') {
          return reply(
            {
              success: false,
              errorCode: 'RED_ENVELOPE_ALREADY_OPENED',
              message: 'You have already opened your red envelope in this round.',
            },
            409,
          );
        }
        state.balance += 734;
        state.current = { ...state.current, status: 'opened', openedAmount: 734 };
        return reply({ success: true, value: { roundId: 4, amount: 734, balanceAfter: 5734 } });
      default:
        throw new TypeError(`Failed to fetch ${pathname}`);
    }
  });
  return state;
}

function renderWith(view: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={queryClient}>{view}</QueryClientProvider>);
}

beforeEach(() => useSessionStore.setState({ isLogin: true, language: 'en' }));
afterEach(() => vi.unstubAllGlobals());

describe('RedEnvelopeView', () => {
  it('opens the round’s envelope once, shows the amount and that one is all', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderWith(<RedEnvelopeView />);
    expect(await screen.findByRole('heading', { name: 'Welcome red envelope' })).toBeTruthy();
    expect(screen.getByText(/Each envelope holds R\$1\.00 to R\$20\.00\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Open the envelope' }));
    expect(await screen.findByText('You got R$7.34! It is in your balance now.')).toBeTruthy();
    expect(
      await screen.findByText(
        'You have opened this round’s envelope (R$7.34). Only one can be opened per round.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open the envelope' })).toBeNull();
    expect(server.opens).toBe(1);
  });

  it('says why a member cannot open, without a button', async () => {
    fakeServer({ status: 'exhausted' });
    renderWith(<RedEnvelopeView />);
    expect(await screen.findByText('All envelopes of this round have been taken.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open the envelope' })).toBeNull();
  });

  it('says when no round is open and when the next one starts', async () => {
    fakeServer({ round: null, status: 'none', next: { ...round, title: 'Players’ envelope' } });
    renderWith(<RedEnvelopeView />);
    expect(await screen.findByText('No red envelope round is open now.')).toBeTruthy();
    expect(screen.getByText(/Next round: Players’ envelope, from/)).toBeTruthy();
  });
});

describe('RedEnvelopeNotice', () => {
  it('invites a member to an open round and leads to the view', async () => {
    fakeServer();
    const onOpen = vi.fn();
    renderWith(<RedEnvelopeNotice onOpen={onOpen} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open red envelope' }));
    expect(onOpen).toHaveBeenCalledOnce();
    expect(
      screen.getByText('A red envelope is waiting for you: Welcome red envelope'),
    ).toBeTruthy();
  });

  it('shows nothing once the envelope is opened', async () => {
    const server = fakeServer({ status: 'opened', openedAmount: 100 });
    renderWith(<RedEnvelopeNotice onOpen={() => undefined} />);
    await vi.waitFor(() => expect(server.reads).toBe(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Open red envelope' })).toBeNull();
  });
});
