import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DepositOrder } from '@openlobby/contract/deposit/schemas';
import { walletBalanceQueryKey } from '../../../api/get-wallet-balance';
import { DepositView } from './deposit-view';

const pix = {
  code: 'PIX',
  name: 'PIX',
  minAmount: 1_000,
  maxAmount: 5_000_000,
  quickAmounts: [2_000, 5_000],
  currency: 'BRL',
};
const pending: DepositOrder = {
  orderRef: 'DabcdefghijklmnopqrstuvwX',
  channelCode: 'PIX',
  amount: 5_000,
  currency: 'BRL',
  status: 'pending',
  createdAt: '2026-01-01T12:00:00.000Z',
  expiresAt: '2026-01-01T12:30:00.000Z',
  settledAt: null,
  // The sandbox gateway answers a path on the site's own origin.
  checkoutUrl: '/sandbox-gateway/checkout/DabcdefghijklmnopqrstuvwX',
};

/** The deposit API as the server answers it; `order` is what the order read returns now. */
function depositApi() {
  const state = { order: pending, posts: [] as unknown[] };
  const ok = (value: unknown) =>
    new Response(JSON.stringify({ success: true, value }), {
      headers: { 'content-type': 'application/json' },
    });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input));
    if (pathname.endsWith('/channels')) return ok([pix]);
    if (pathname.endsWith('/orders') && init?.method === 'POST') {
      state.posts.push(JSON.parse(String(init.body)));
      return ok(pending);
    }
    if (pathname.endsWith('/orders')) return ok({ content: [], pageNum: 1, totalPages: 0 });
    if (pathname.endsWith(pending.orderRef)) return ok(state.order);
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', fetchMock);
  return state;
}

function renderView() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <DepositView />
    </QueryClientProvider>,
  );
  return { invalidate };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DepositView', () => {
  it('shows the bounds and refuses an amount under the minimum without creating an order', async () => {
    const api = depositApi();
    const open = vi.spyOn(window, 'open');
    renderView();
    const amount = await screen.findByLabelText('Amount');
    expect(screen.getByText('Minimum R$10.00 · Maximum R$50,000.00')).toBeTruthy();
    fireEvent.input(amount, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The minimum deposit is R$10.00.');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    fireEvent.input(amount, { target: { value: '10.999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect((await screen.findByRole('alert')).textContent).toContain('at most two decimals');
    expect(api.posts).toEqual([]);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the checkout, waits for payment, then shows it credited and refreshes the balance', async () => {
    const api = depositApi();
    const popup = { closed: false, location: { href: '' }, focus: vi.fn(), close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { invalidate } = renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'R$50.00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Waiting for payment')).toBeTruthy();
    expect(api.posts).toEqual([{ channelCode: 'PIX', amount: 5_000 }]);
    expect(popup.location.href).toBe(`${window.location.origin}${pending.checkoutUrl}`);

    api.order = { ...pending, status: 'paid', settledAt: '2026-01-01T12:01:00.000Z' };
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(screen.getByText('Credited')).toBeTruthy(), { timeout: 4_000 });
    expect(screen.getByText('R$50.00 credited to your balance.')).toBeTruthy();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: walletBalanceQueryKey() });
  });
});
