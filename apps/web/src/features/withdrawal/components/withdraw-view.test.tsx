import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { useSessionStore } from '../../../stores/session-store';
import { WithdrawView } from './withdraw-view';

// E calls are sealed by Web Crypto with the server's key; here the seal is a plain wrapper
// the fake server opens, so the tests see that a body went encrypted and what it held.
vi.mock('../../../lib/crypto/encrypt-body', () => ({
  encryptBody: async (body: unknown) => ({ sealed: body }),
  forgetEncryptionKey: () => undefined,
  getEncryptionKey: async () => ({ keyId: 'k', spki: '' }),
}));

const pending = {
  id: 7,
  amount: 5000,
  status: 'pending',
  pixKeyType: 'CPF',
  pixKey: '52998224725',
  payeeName: 'Maria Silva',
  reason: null,
  createdAt: '2026-11-23T12:00:00.000Z',
  settledAt: null,
  receipt: null,
};

/** What the fake server received with a body: method, path and the body as sent. */
let payloads: { method: string; path: string; body: unknown }[] = [];

/**
 * The API as the view reads it; POSTs are recorded and answered from `posts` (an
 * `{ errorCode, message }` there answers as a failure).
 */
function serve(posts: Record<string, unknown> = {}) {
  const sent: { method: string; path: string }[] = [];
  payloads = [];
  const values: Record<string, unknown> = {
    '/wps/member/info/funds/consolidated': {
      currency: 'BRL',
      balance: 20_000,
      heldBalance: 5_000,
      withdrawableBalance: 20_000,
    },
    '/wps/v2/withdrawals/settings': {
      currency: 'BRL',
      minAmount: 1_000,
      maxAmount: 50_000,
      maxPayoutAccounts: 5,
    },
    '/wps/v2/withdrawals/payout-accounts': [
      {
        id: 3,
        method: 'PIX',
        pixKeyType: 'CPF',
        pixKey: '52998224725',
        payeeName: 'Maria Silva',
        createdAt: '2026-11-23T11:00:00.000Z',
      },
    ],
    '/wps/v2/withdrawals': [
      pending,
      { ...pending, id: 6, status: 'rejected', reason: 'Wrong name', settledAt: pending.createdAt },
    ],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const { pathname } = new URL(String(input));
      const method = init?.method ?? 'GET';
      sent.push({ method, path: pathname });
      if (init?.body)
        payloads.push({ method, path: pathname, body: JSON.parse(String(init.body)) });
      const value = method === 'GET' ? values[pathname] : posts[pathname];
      const failure = value && typeof value === 'object' && 'errorCode' in value;
      return new Response(
        JSON.stringify(failure ? { success: false, ...value } : { success: true, value }),
        {
          status: failure ? 400 : 200,
          headers: { 'content-type': 'application/json' },
        },
      );
    }),
  );
  return sent;
}

function renderView() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <WithdrawView />
    </QueryClientProvider>,
  );
  return queryClient;
}

afterEach(() => vi.unstubAllGlobals());

describe('WithdrawView', () => {
  it('shows the funds and the history with status, reason and a cancel on pending ones', async () => {
    serve();
    renderView();
    const history = await screen.findByRole('list', { name: 'Withdrawals' });
    const [first, second] = within(history).getAllByRole('listitem');
    expect(first!.textContent).toContain('In process');
    expect(
      within(first!).getByRole('button', { name: /^Cancel the withdrawal of R\$50\.00/ }),
    ).toBeTruthy();
    expect(second!.textContent).toContain('Rejected');
    expect(second!.textContent).toContain('Reason: Wrong name');
    expect(within(second!).queryByRole('button')).toBeNull();
    const funds = screen.getByRole('region', { name: 'Balance' });
    expect(funds.textContent).toContain('In processR$50.00');
    expect(funds.textContent).toContain('WithdrawableR$200.00');
  });

  it('says what is wrong with the form before sending anything', async () => {
    const user = userEvent.setup();
    const sent = serve();
    renderView();
    await screen.findByText('Minimum R$10.00, maximum R$500.00.');
    const submit = screen.getByRole('button', { name: 'Request withdrawal' });
    await user.click(submit);
    expect(screen.getByText('Enter the amount.')).toBeTruthy();
    expect(screen.getByText('Choose a PIX key.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();

    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '5');
    await user.click(submit);
    expect(screen.getByText('The amount must be between R$10.00 and R$500.00.')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '300');
    await user.click(submit);
    expect(
      screen.getByText('The amount is more than your withdrawable balance (R$200.00).'),
    ).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '12,5');
    await user.click(submit);
    expect(screen.getByText('Enter an amount such as 50.00.')).toBeTruthy();
    expect(sent.filter((s) => s.method !== 'GET')).toEqual([]);
  });

  it('checks a PIX key for its type in the member language', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ language: 'pt' });
    await i18n.changeLanguage('pt');
    const sent = serve({ '/wps/v2/withdrawals/payout-accounts': {} });
    renderView();
    await user.click(await screen.findByRole('button', { name: 'Adicionar chave PIX' }));
    await user.type(screen.getByRole('textbox', { name: 'Chave PIX' }), '123.456.789-00');
    await user.type(screen.getByRole('textbox', { name: 'Nome completo do favorecido' }), 'Maria');
    await user.click(screen.getByRole('button', { name: 'Salvar chave' }));
    expect(screen.getByText('Digite um CPF válido (11 dígitos).')).toBeTruthy();
    expect(
      screen.getByText('Digite o nome completo do favorecido (nome e sobrenome).'),
    ).toBeTruthy();
    expect(sent.filter((s) => s.method !== 'GET')).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: 'Chave PIX' }));
    await user.type(screen.getByRole('textbox', { name: 'Chave PIX' }), '529.982.247-25');
    await user.type(screen.getByRole('textbox', { name: 'Nome completo do favorecido' }), ' Silva');
    await user.click(screen.getByRole('button', { name: 'Salvar chave' }));
    expect(screen.getByText('Digite sua senha atual.')).toBeTruthy();
    expect(sent.filter((s) => s.method !== 'GET')).toEqual([]);

    await user.type(screen.getByLabelText('Senha atual'), 'My#Password1');
    await user.click(screen.getByRole('button', { name: 'Salvar chave' }));
    await vi.waitFor(() =>
      expect(payloads).toContainEqual({
        method: 'POST',
        path: '/wps/v2/withdrawals/payout-accounts',
        body: {
          sealed: {
            pixKeyType: 'CPF',
            pixKey: '529.982.247-25',
            payeeName: 'Maria Silva',
            proof: 'My#Password1',
          },
        },
      }),
    );
  });

  it('removes a PIX key only after the current password, and says when it is wrong', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ language: 'en' });
    await i18n.changeLanguage('en');
    const refusal = {
      errorCode: 'STEP_UP_FAILED',
      message: 'The current password or authenticator code is not correct. Nothing was changed.',
    };
    serve({ '/wps/v2/withdrawals/payout-accounts/3': refusal });
    renderView();
    await user.click(await screen.findByRole('button', { name: /^Remove the key CPF/ }));
    const form = screen.getByRole('form', { name: /^Remove the key CPF/ });
    await user.click(within(form).getByRole('button', { name: 'Confirm removal' }));
    expect(within(form).getByText('Enter your current password.')).toBeTruthy();
    expect(payloads).toEqual([]);

    await user.type(within(form).getByLabelText('Current password'), 'Not#Mine1');
    await user.click(within(form).getByRole('button', { name: 'Confirm removal' }));
    expect(await within(form).findByText(refusal.message)).toBeTruthy();
    expect(payloads).toEqual([
      {
        method: 'DELETE',
        path: '/wps/v2/withdrawals/payout-accounts/3',
        body: { sealed: { proof: 'Not#Mine1' } },
      },
    ]);
    // Still listed: nothing was removed.
    expect(screen.getByRole('list', { name: 'PIX keys' }).textContent).toContain('Maria Silva');
  });

  it('cancels a pending request and refreshes the header balance', async () => {
    const user = userEvent.setup();
    const sent = serve({ '/wps/v2/withdrawals/7/cancel': { ...pending, status: 'cancelled' } });
    const queryClient = renderView();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(await screen.findByRole('button', { name: /^Cancel the withdrawal/ }));
    await vi.waitFor(() =>
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ['wallet', 'balance'] }),
    );
    expect(sent).toContainEqual({ method: 'POST', path: '/wps/v2/withdrawals/7/cancel' });
  });
});
