import type { Contract, Downline, TeamOverview } from '@openlobby/contract/agent/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { changes, renderWithClient, serve } from '../../../test/api-stub';
import { DownlineManagementView } from './downline-management-view';

const overview: TeamOverview = {
  from: '2026-11-01',
  to: '2026-11-24',
  directMembers: 0,
  teamMembers: 1,
  newRegistrations: 0,
  firstDeposits: 0,
  activeMembers: 1,
  deposits: 0,
  withdrawals: 0,
  validBet: 12_000,
  payout: 9_000,
  bonus: 0,
  profitLoss: -3_000,
  teamBalance: 5_000,
};

const downline: Downline = {
  id: 11,
  account: 'downline_one',
  nickname: 'One',
  type: 0,
  isAgent: false,
  level: 1,
  parentAccount: 'demo_agent',
  directCount: 0,
  balance: 5_000,
  validBet: 12_000,
  registeredAt: '2026-11-20T10:00:00.000Z',
  lastLoginAt: null,
  contracts: [],
};

/** demo_agent's own daily salary contract from the platform: 1 % from the first real. */
const ownDaily: Contract = {
  id: 1,
  kind: 'daily',
  uplineAccount: null,
  downlineId: 2,
  downlineAccount: 'demo_agent',
  terms: { tiers: [{ minValidBet: 0, rate: 100 }], minActiveMembers: 0, minMemberValidBet: 0 },
  startedAt: '2026-11-01T00:00:00.000Z',
  endedAt: null,
  endReason: null,
};

function serveTeam() {
  return serve(
    {
      '/wps/v2/wallets/balance': { balance: 100_000, currency: 'BRL' },
      '/wps/agent/downlines': { content: [downline], pageNum: 1, totalPages: 1, total: 1 },
      '/wps/agent/downlines/11': { ...downline, overview, contractsHeld: [], requests: [] },
      '/wps/agent/contracts': { mine: [ownDaily], downlines: [], requests: [] },
    },
    {
      'POST /wps/relay/MCS2_processDailySalContract': {
        id: 40,
        kind: 'daily',
        action: 'new',
        status: 'process',
        uplineAccount: 'demo_agent',
        downlineId: 11,
        downlineAccount: 'downline_one',
        terms: null,
        createdAt: '2026-11-24T12:00:00.000Z',
        decidedAt: null,
      },
    },
  );
}

async function openOfferForm() {
  const user = userEvent.setup();
  renderWithClient(<DownlineManagementView />);
  await user.click(await screen.findByRole('button', { name: 'Details of downline_one' }));
  const details = await screen.findByRole('region', { name: 'Details of downline_one' });
  // The details open below the list: focus moves to them, so the click visibly does something.
  expect(document.activeElement).toBe(
    within(details).getByRole('heading', { name: 'Details of downline_one' }),
  );
  expect(await within(details).findByText('R$120.00')).toBeTruthy();
  await user.click(within(details).getByRole('button', { name: 'Offer a contract' }));
  const form = await screen.findByRole('form', { name: 'Offer a contract to downline_one' });
  return { user, form };
}

// Logged in: the money format takes the currency from the header's balance read.
beforeEach(() => useSessionStore.setState({ isLogin: true }));
afterEach(() => vi.unstubAllGlobals());

describe('DownlineManagementView: offering a contract', () => {
  it('refuses, before sending, a rate above the agent’s own contract of that kind', async () => {
    const sent = serveTeam();
    const { user, form } = await openOfferForm();
    expect(
      (within(form).getByRole('combobox', { name: 'Contract kind' }) as HTMLSelectElement).value,
    ).toBe('daily');
    await user.type(within(form).getByRole('textbox', { name: 'Tier 1: rate (%)' }), '0.5');
    // A second tier paying 2 % from R$500.00 is above the agent's own 1 %.
    await user.click(within(form).getByRole('button', { name: 'Add a tier' }));
    await user.type(
      within(form).getByRole('textbox', { name: 'Tier 2: from team valid bet' }),
      '500',
    );
    await user.type(within(form).getByRole('textbox', { name: 'Tier 2: rate (%)' }), '2');
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'A rate is above your own Daily salary contract’s. Lower it and try again.',
    );

    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Contract kind' }),
      'dividend',
    );
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'You hold no Dividend contract, so you cannot offer one.',
    );
    expect(changes(sent)).toEqual([]);
  });

  it('sends an offer within the agent’s own rates through the kind’s process call', async () => {
    const sent = serveTeam();
    const { user, form } = await openOfferForm();
    await user.click(within(form).getByRole('button', { name: 'Add a tier' }));
    await user.type(within(form).getByRole('textbox', { name: 'Tier 1: rate (%)' }), '0.5');
    await user.type(
      within(form).getByRole('textbox', { name: 'Tier 2: from team valid bet' }),
      '500',
    );
    await user.type(within(form).getByRole('textbox', { name: 'Tier 2: rate (%)' }), '1');
    await user.clear(within(form).getByRole('textbox', { name: 'Minimum active members' }));
    await user.type(within(form).getByRole('textbox', { name: 'Minimum active members' }), '2');
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect((await within(form).findByRole('status')).textContent).toBe(
      'Offer sent: it waits for downline_one’s answer.',
    );
    expect(changes(sent)).toEqual([
      {
        method: 'POST',
        path: '/wps/relay/MCS2_processDailySalContract',
        body: {
          action: 'offer',
          downlineId: 11,
          terms: {
            tiers: [
              { minValidBet: 0, rate: 50 },
              { minValidBet: 50_000, rate: 100 },
            ],
            minActiveMembers: 2,
            minMemberValidBet: 0,
          },
        },
      },
    ]);
  });

  it('removes a tier row and says when the tiers do not rise', async () => {
    const sent = serveTeam();
    const { user, form } = await openOfferForm();
    await user.type(within(form).getByRole('textbox', { name: 'Tier 1: rate (%)' }), '1');
    await user.click(within(form).getByRole('button', { name: 'Add a tier' }));
    await user.type(
      within(form).getByRole('textbox', { name: 'Tier 2: from team valid bet' }),
      '0',
    );
    await user.type(within(form).getByRole('textbox', { name: 'Tier 2: rate (%)' }), '1');
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'The first tier starts at 0 and each next tier starts higher.',
    );
    await user.click(within(form).getByRole('button', { name: 'Remove tier 2' }));
    expect(within(form).queryByRole('textbox', { name: 'Tier 2: rate (%)' })).toBeNull();
    expect(changes(sent)).toEqual([]);
  });
});
