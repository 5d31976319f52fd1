import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { useSessionStore } from '../../../stores/session-store';
import { ResponsibleGamingView } from './responsible-gaming-view';

// E calls are sealed with the server's key; here the seal is a plain wrapper.
vi.mock('../../../lib/crypto/encrypt-body', () => ({
  encryptBody: async (body: unknown) => ({ sealed: body }),
  forgetEncryptionKey: () => undefined,
  getEncryptionKey: async () => ({ keyId: 'k', spki: '' }),
}));

const keys = [
  'deposit:day',
  'deposit:week',
  'deposit:month',
  'loss:day',
  'loss:week',
  'loss:month',
  'wager:day',
  'wager:week',
  'wager:month',
  'session',
];
const limits = (over: Record<string, object> = {}) =>
  keys.map((limit) => ({ limit, current: null, pending: null, used: 0, ...over[limit] }));

const rules = {
  jurisdiction: 'BR',
  coolingOffHours: 24,
  timeOutHours: { min: 24, max: 1008 },
  selfExclusionMonths: { min: 6, max: 60, indefinite: true },
  withdrawalReversible: true,
  minSpinMs: 0,
  autoplay: true,
  excludedMayLogInToWithdraw: false,
};

let sent: { method: string; path: string; body: unknown }[] = [];

/** The API as the view reads it; writes are recorded and answered from `writes`. */
function serve(overview: object, writes: Record<string, unknown> = {}) {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const { pathname } = new URL(String(input));
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, path: pathname, body });
      const reads: Record<string, unknown> = {
        '/wps/protection/rules': rules,
        '/wps/protection': overview,
      };
      const value = method === 'GET' ? reads[pathname] : writes[pathname];
      const failure = value && typeof value === 'object' && 'errorCode' in value;
      return new Response(
        JSON.stringify(failure ? { success: false, ...value } : { success: true, value }),
        { status: failure ? 409 : 200, headers: { 'content-type': 'application/json' } },
      );
    }),
  );
}

function renderView() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ResponsibleGamingView />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ResponsibleGamingView', () => {
  it('shows current, used and pending limits, with a confirm button only once due', async () => {
    useSessionStore.setState({ language: 'en' });
    serve({
      coolingOffHours: 24,
      limits: limits({
        'deposit:day': {
          current: 10_000,
          used: 2_500,
          pending: {
            value: 20_000,
            requestedAt: '2026-01-01T00:00:00.000Z',
            confirmableAt: '2026-01-02T00:00:00.000Z',
          },
        },
        'loss:week': {
          current: 5_000,
          pending: {
            value: null,
            requestedAt: '2999-01-01T00:00:00.000Z',
            confirmableAt: '2999-01-02T00:00:00.000Z',
          },
        },
      }),
    });
    renderView();
    const deposit = (await screen.findByText('Deposits per day')).closest('li')!;
    expect(deposit.textContent).toContain('Current limitR$100.00');
    expect(deposit.textContent).toContain('UsedR$25.00');
    expect(deposit.textContent).toContain('Pending: R$200.00');
    expect(
      within(deposit).getByRole('button', { name: 'Confirm change: Deposits per day' }),
    ).toBeTruthy();
    const loss = screen.getByText('Losses (stakes − winnings) per week').closest('li')!;
    expect(loss.textContent).toContain('Removal pending');
    expect(within(loss).queryByRole('button', { name: /^Confirm change/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'New limit: Session time' })).toBeTruthy();
  });

  it('sets a limit in minor units and shows a refusal in the server’s words', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ language: 'en' });
    serve(
      { coolingOffHours: 24, limits: limits() },
      {
        '/wps/protection/limits': {
          errorCode: 'PROTECTION_LIMIT_INVALID',
          message: 'A limit must be a whole positive amount.',
        },
      },
    );
    renderView();
    const input = await screen.findByRole('textbox', { name: 'New limit: Stakes per month' });
    await user.type(input, 'abc');
    await user.click(screen.getByRole('button', { name: 'Save limit: Stakes per month' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Enter an amount greater than zero, such as R$100.00.',
    );
    const session = screen.getByRole('textbox', { name: 'New limit: Session time' });
    await user.type(session, '1441');
    await user.click(screen.getByRole('button', { name: 'Save limit: Session time' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
      'Enter a whole number of minutes, from 1 to 1,440.',
    );
    expect(sent.filter((s) => s.method !== 'GET')).toEqual([]);
    await user.clear(input);
    await user.type(input, '150.50');
    await user.click(screen.getByRole('button', { name: 'Save limit: Stakes per month' }));
    expect(await screen.findByText('A limit must be a whole positive amount.')).toBeTruthy();
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({
      limit: 'wager:month',
      value: 15_050,
    });
  });

  it('refuses a bad money limit with an amount hint, and a bad session limit with minutes', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ language: 'pt' });
    await i18n.changeLanguage('pt');
    serve({ coolingOffHours: 24, limits: limits() });
    renderView();
    const deposit = await screen.findByRole('textbox', { name: 'Novo limite: Depósitos por dia' });
    const saveDeposit = screen.getByRole('button', { name: 'Salvar limite: Depósitos por dia' });
    for (const typed of ['-5', 'abc', '0', '1e3']) {
      await user.clear(deposit);
      await user.type(deposit, typed);
      await user.click(saveDeposit);
      const alert = screen.getByRole('alert').textContent;
      expect(alert, typed).toMatch(/^Digite um valor maior que zero, como R\$\s100,00\.$/);
      expect(alert, typed).not.toContain('minutos');
    }
    const session = screen.getByRole('textbox', { name: 'Novo limite: Tempo de sessão' });
    const saveSession = screen.getByRole('button', { name: 'Salvar limite: Tempo de sessão' });
    for (const typed of ['0', '1441']) {
      await user.clear(session);
      await user.type(session, typed);
      await user.click(saveSession);
      const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
      expect(alerts, typed).toContain('Digite um número inteiro de minutos, de 1 a 1.440.');
    }
    expect(sent.filter((s) => s.method !== 'GET')).toEqual([]);
  });

  it('takes a time-out only with the password, after a clear warning', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ language: 'en' });
    serve(
      { coolingOffHours: 24, limits: limits() },
      {
        '/wps/protection/exclusion': {
          kind: 'timeout',
          startedAt: '2026-11-27T00:00:00.000Z',
          until: '2026-11-30T00:00:00.000Z',
        },
      },
    );
    renderView();
    expect(await screen.findByText(/logged out on every device at once/)).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Length' }), '72');
    const submit = screen.getByRole('button', { name: 'Confirm and log out' });
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Enter your password.');
    await user.type(screen.getByLabelText('Login password'), 'secret#1');
    await user.click(submit);
    expect(await screen.findByText(/Your account is on a break until/)).toBeTruthy();
    const post = sent.find((s) => s.path === '/wps/protection/exclusion');
    expect(post?.body).toMatchObject({
      sealed: { kind: 'timeout', hours: 72, password: 'secret#1' },
    });
  });
});
