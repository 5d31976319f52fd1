import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Withdrawal } from '@openlobby/contract/withdrawal/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReceiptConfirmation } from './receipt-confirmation';

const paid = {
  id: 7,
  amount: 5000,
  status: 'approved',
  pixKeyType: 'CPF',
  pixKey: '52998224725',
  payeeName: 'Maria Silva',
  reason: null,
  createdAt: '2026-11-23T12:00:00.000Z',
  settledAt: '2026-11-23T12:05:00.000Z',
  receipt: { state: 'awaiting', answerBy: '2026-11-23T13:05:00.000Z' },
} satisfies Withdrawal;

/** Records each answer's form fields; answers with the request as the server would. */
function serve(reply: (answer: string) => unknown = () => paid) {
  const answers: { path: string; answer: string; images: number }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const form = init?.body as FormData;
      const answer = String(form.get('answer'));
      answers.push({
        path: new URL(String(input)).pathname,
        answer,
        images: form.getAll('images').length,
      });
      const value = reply(answer);
      const failure = value && typeof value === 'object' && 'errorCode' in value;
      return new Response(
        JSON.stringify(failure ? { success: false, ...value } : { success: true, value }),
        { status: failure ? 409 : 200, headers: { 'content-type': 'application/json' } },
      );
    }),
  );
  return answers;
}

function renderReceipt(withdrawal: Withdrawal) {
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <ReceiptConfirmation withdrawal={{ ...withdrawal, receipt: withdrawal.receipt! }} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ReceiptConfirmation', () => {
  it('asks after a payout and sends "received"', async () => {
    const user = userEvent.setup();
    const answers = serve();
    renderReceipt(paid);
    expect(screen.getByRole('group', { name: /^Did you receive this payout\?/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Received' }));
    await vi.waitFor(() =>
      expect(answers).toEqual([
        { path: '/wps/v2/withdrawals/7/receipt', answer: 'received', images: 0 },
      ]),
    );
  });

  it('wants proof for "not received", sends the images, and shows a refusal', async () => {
    const user = userEvent.setup();
    const answers = serve(() => ({
      errorCode: 'RECEIPT_NOT_OPEN',
      message: 'This withdrawal can no longer be confirmed.',
    }));
    renderReceipt(paid);
    await user.click(screen.getByRole('button', { name: 'Not received' }));
    await user.click(screen.getByRole('button', { name: 'Send proof' }));
    expect(screen.getByRole('alert').textContent).toBe('Attach at least one image.');
    expect(answers).toEqual([]);

    const png = new File([new Uint8Array([137, 80, 78, 71])], 'bank.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/^Proof images/), png);
    await user.click(screen.getByRole('button', { name: 'Send proof' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This withdrawal can no longer be confirmed.',
    );
    expect(answers).toEqual([
      { path: '/wps/v2/withdrawals/7/receipt', answer: 'not_received', images: 1 },
    ]);
  });

  it('shows a closed receipt without buttons', () => {
    renderReceipt({ ...paid, receipt: { state: 'auto_received', answerBy: null } });
    expect(screen.getByText('Counted as received — closed')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
