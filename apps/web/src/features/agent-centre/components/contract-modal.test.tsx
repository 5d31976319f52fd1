import type { ContractInfo, ContractRequest } from '@openlobby/contract/agent/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { changes, renderWithClient, serve } from '../../../test/api-stub';
import { ContractModal } from './contract-modal';

const offer: ContractRequest = {
  id: 40,
  kind: 'daily',
  action: 'new',
  status: 'process',
  uplineAccount: 'demo_agent',
  downlineId: 11,
  downlineAccount: 'downline_one',
  terms: {
    tiers: [
      { minValidBet: 0, rate: 50 },
      { minValidBet: 50_000, rate: 100 },
    ],
    minActiveMembers: 1,
    minMemberValidBet: 1_000,
  },
  createdAt: '2026-11-24T12:00:00.000Z',
  decidedAt: null,
};

const none: ContractInfo = {
  divtypereq: null,
  dailysalreqtype: null,
  contracthoursalreq: null,
  realtimesalreqtype: null,
};

/** The server's contract info: the open request until it is answered, then nothing. */
function serveRequest(request: ContractRequest, answer: unknown = null) {
  const field = request.kind === 'daily' ? 'dailysalreqtype' : 'divtypereq';
  let open = true;
  const process =
    request.kind === 'daily' ? 'MCS2_processDailySalContract' : 'MCS2_processDividendReq';
  return serve(
    {
      '/wps/v2/wallets/balance': { balance: 0, currency: 'BRL' },
      '/wps/relay/MCS2_getContractInfo': () => (open ? { ...none, [field]: request } : none),
    },
    {
      [`POST /wps/relay/${process}`]: (body: unknown) => {
        if (answer) return answer;
        open = false;
        const action = (body as { action: string }).action;
        return { ...request, status: action === 'accept' ? 'approved' : 'rejected' };
      },
    },
  );
}

beforeEach(() => useSessionStore.setState({ isLogin: true }));
afterEach(() => vi.unstubAllGlobals());

describe('ContractModal', () => {
  it('shows who offers which terms, and accepting sends accept then closes', async () => {
    const user = userEvent.setup();
    const sent = serveRequest(offer);
    renderWithClient(<ContractModal />);
    const dialog = await screen.findByRole('dialog', { name: 'Contract request' });
    expect(within(dialog).getByText('demo_agent offers you a Daily salary contract.')).toBeTruthy();
    // The announcement popups wait while it is on screen (content-popup-host.tsx).
    expect(useSessionStore.getState().contractRequestShown).toBe(true);
    const tiers = within(dialog).getByRole('table', { name: 'Daily salary' });
    await within(tiers).findByText('R$500.00');
    expect(
      within(tiers)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Team valid bet fromRate', 'R$0.000.5%', 'R$500.001%']);
    expect(dialog.textContent).toContain('Active member: valid bet of at least R$10.00');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useSessionStore.getState().contractRequestShown).toBe(false);
    expect(changes(sent)).toEqual([
      {
        method: 'POST',
        path: '/wps/relay/MCS2_processDailySalContract',
        body: { action: 'accept', requestId: 40 },
      },
    ]);
  });

  it('says the upline ends a contract, and rejecting sends reject', async () => {
    const user = userEvent.setup();
    const sent = serveRequest({
      ...offer,
      id: 41,
      kind: 'dividend',
      action: 'terminate',
      terms: null,
    });
    renderWithClient(<ContractModal />);
    const dialog = await screen.findByRole('dialog', { name: 'Contract request' });
    expect(within(dialog).getByText('demo_agent ends your Dividend contract.')).toBeTruthy();
    expect(within(dialog).queryByRole('table')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes(sent)).toEqual([
      {
        method: 'POST',
        path: '/wps/relay/MCS2_processDividendReq',
        body: { action: 'reject', requestId: 41 },
      },
    ]);
  });

  it('keeps the request open and says why when the server refuses the answer', async () => {
    const user = userEvent.setup();
    const refusal = {
      errorCode: 'CONTRACT_REQUEST_NOT_FOUND',
      message: 'This contract request is no longer open.',
    };
    serveRequest(offer, refusal);
    renderWithClient(<ContractModal />);
    const dialog = await screen.findByRole('dialog', { name: 'Contract request' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal.message);
  });

  it('shows nothing when no request waits', async () => {
    const sent = serve({ '/wps/relay/MCS2_getContractInfo': none });
    renderWithClient(<ContractModal />);
    await vi.waitFor(() =>
      expect(sent.map((s) => s.path)).toContain('/wps/relay/MCS2_getContractInfo'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
