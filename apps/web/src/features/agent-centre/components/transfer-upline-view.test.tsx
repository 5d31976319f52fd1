import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { useSessionStore } from '../../../stores/session-store';
import { changes, renderWithClient, serve } from '../../../test/api-stub';
import { TransferUplineView } from './transfer-upline-view';

// E calls are sealed by Web Crypto; here the seal is a wrapper the fake server opens.
vi.mock('../../../lib/crypto/encrypt-body', () => ({
  encryptBody: async (body: unknown) => ({ sealed: body }),
  forgetEncryptionKey: () => undefined,
  getEncryptionKey: async () => ({ keyId: 'k', spki: '' }),
}));

const info = {
  uplineAccount: 'demo_agent',
  allowed: true,
  minAmount: 100,
  maxAmount: 50_000,
  hasPaymentPassword: true,
};

function serveTransfer(answer: unknown, over: Partial<typeof info> = {}) {
  return serve(
    {
      '/wps/v2/wallets/balance': { balance: 20_000, currency: 'BRL' },
      '/wps/agent/transfer/upline': { ...info, ...over },
    },
    { 'POST /wps/agent/transfer/upline': answer },
  );
}

beforeEach(() => useSessionStore.setState({ isLogin: true }));
afterEach(() => vi.unstubAllGlobals());

describe('TransferUplineView', () => {
  it('checks the amount against the limits before sending anything', async () => {
    const user = userEvent.setup();
    const sent = serveTransfer({});
    renderWithClient(<TransferUplineView />);
    expect(await screen.findByText('Your upline: demo_agent')).toBeTruthy();
    await screen.findByText('Minimum R$1.00, maximum R$500.00.');
    const submit = screen.getByRole('button', { name: 'Transfer to upline' });
    await user.click(submit);
    expect(screen.getByText('Enter the amount.')).toBeTruthy();
    expect(screen.getByText('Enter your payment password.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '600');
    await user.click(submit);
    expect(screen.getByText('The amount must be between R$1.00 and R$500.00.')).toBeTruthy();
    expect(changes(sent)).toEqual([]);
  });

  it('sends the transfer encrypted with one request id per attempt and shows the result', async () => {
    const user = userEvent.setup();
    const sent = serveTransfer({ amount: 2_500, balance: 17_500, toAccount: 'demo_agent' });
    renderWithClient(<TransferUplineView />);
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '25');
    await user.type(screen.getByLabelText('Payment password'), '246810');
    await user.click(screen.getByRole('button', { name: 'Transfer to upline' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'R$25.00 sent to demo_agent. Your balance: R$175.00.',
    );
    const [post] = changes(sent);
    const body = (post?.body as { sealed: { requestId: string } }).sealed;
    expect(body).toEqual({ amount: 2_500, paymentPassword: '246810', requestId: body.requestId });
    expect(body.requestId.length).toBeGreaterThanOrEqual(8);
    expect((screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('');
  });

  it('puts a wrong payment password on its field, in the reader’s language', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ language: 'pt' });
    await i18n.changeLanguage('pt');
    serveTransfer({
      errorCode: 'PAYMENT_PASSWORD_WRONG',
      message: 'Senha de pagamento incorreta.',
    });
    renderWithClient(<TransferUplineView />);
    await user.type(await screen.findByRole('textbox', { name: 'Valor' }), '25');
    await user.type(screen.getByLabelText('Senha de pagamento'), '000000');
    await user.click(screen.getByRole('button', { name: 'Transferir ao superior' }));
    const field = screen.getByLabelText('Senha de pagamento');
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toBe('Senha de pagamento incorreta.');
  });

  it('shows the day’s limit refusal and keeps the amount for another try', async () => {
    const user = userEvent.setup();
    const sent = serveTransfer({
      errorCode: 'UPLINE_DAILY_LIMIT',
      message:
        "This transfer would go over today's transfer limit to your upline. Nothing was moved.",
    });
    renderWithClient(<TransferUplineView />);
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await user.type(amount, '300');
    await user.type(screen.getByLabelText('Payment password'), '246810');
    await user.click(screen.getByRole('button', { name: 'Transfer to upline' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "This transfer would go over today's transfer limit to your upline. Nothing was moved.",
    );
    expect(changes(sent)).toHaveLength(1);
    expect((amount as HTMLInputElement).value).toBe('300');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so when the operator does not allow it', async () => {
    serveTransfer({}, { allowed: false });
    renderWithClient(<TransferUplineView />);
    expect(await screen.findByText('Transfers to the upline are not available.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Transfer to upline' })).toBeNull();
  });
});
