import { screen, within } from '@testing-library/react';
import type { Bill } from '@openlobby/contract/agent/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { useSessionStore } from '../../../stores/session-store';
import { renderWithClient, serve } from '../../../test/api-stub';
import { ContractKindView } from './contract-kind-view';

const bill = (id: number, status: Bill['status'], reason: string | null): Bill => ({
  id,
  contractId: 1,
  kind: 'dividend',
  periodKey: `W:2026-11-${10 + id}`,
  periodStart: '2026-11-16T00:00:00.000Z',
  periodEnd: '2026-11-23T00:00:00.000Z',
  agentAccount: 'demo_agent',
  validBet: 100_00,
  profitLoss: 0,
  activeMembers: 2,
  rate: 2000,
  gross: 0,
  downlineGross: 0,
  payable: 0,
  status,
  reason,
  settledAt: '2026-11-23T00:05:00.000Z',
});

function serveBills(content: Bill[]) {
  return serve({
    '/wps/agent/contracts': { mine: [], downlines: [], requests: [] },
    '/wps/agent/bills': { content, pageNum: 1, totalPages: 1, totalPaid: 0 },
  });
}

/** The Reason cell of each bill row, in the table's order. */
async function reasons(): Promise<string[]> {
  const table = await screen.findByRole('table', { name: /Faturas|Bills/ });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').at(-1)!.textContent ?? '');
}

beforeEach(() => useSessionStore.setState({ isLogin: true }));
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('ContractKindView: why a bill paid nothing', () => {
  it("words the settlement's reasons in the agent's language and shows the operator's own words as written", async () => {
    await i18n.changeLanguage('pt');
    serveBills([
      bill(1, 'not_reached', 'no_team_net_loss'),
      bill(2, 'not_reached', 'too_few_active_members'),
      bill(3, 'rejected', 'Bonus abuse under review'),
      bill(4, 'issued', null),
    ]);
    renderWithClient(<ContractKindView kind="dividend" />);
    expect(await reasons()).toEqual([
      'A equipe não teve perda líquida no período',
      'Membros ativos insuficientes (2)',
      'Bonus abuse under review',
      '',
    ]);
  });

  it('reads the same codes in English', async () => {
    serveBills([bill(1, 'not_reached', 'nothing_earned'), bill(2, 'issued', 'all_to_downlines')]);
    renderWithClient(<ContractKindView kind="dividend" />);
    expect(await reasons()).toEqual([
      'Nothing earned in the period',
      'All of it earned by your downlines',
    ]);
  });
});
