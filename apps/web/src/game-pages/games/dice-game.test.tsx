import type { RoundResult } from '@openlobby/contract/in-house/schemas';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameApi } from '../api';
import { LanguageProvider } from '../i18n';
import { DiceGame } from './dice-game';

function diceResult(win: boolean): RoundResult {
  return {
    balance: win ? 10_098 : 9_900,
    round: {
      gameCode: 'dice',
      id: 'r1',
      stake: 100,
      payout: win ? 198 : 0,
      balanceBefore: 10_000,
      balanceAfter: win ? 10_098 : 9_900,
      state: win ? 'won' : 'lost',
      createdAt: '2026-01-01T00:00:00.000Z',
      serverSeedHash: 'a'.repeat(64),
      clientSeed: 'seed',
      nonce: 0,
      mathVersion: '1',
      serverSeed: null,
      bet: { stake: 100, targetHundredths: 5_000, direction: 'under' },
      outcome: {
        rollHundredths: win ? 1_234 : 8_765,
        win,
        winChanceBp: 5_000,
        payout: win ? 198 : 0,
        multiplierBp: win ? 19_800 : 0,
      },
    } as RoundResult['round'],
  };
}

function Harness({ result }: { result: RoundResult }) {
  const [busy] = useState(false);
  const api: GameApi = {
    get: vi.fn(),
    send: (async () => result) as GameApi['send'],
  };
  return (
    <DiceGame
      api={api}
      currency="BRL"
      busy={busy}
      act={async (call) => call()}
      onRound={() => undefined}
    />
  );
}

beforeEach(() => localStorage.setItem('lang', 'en'));

describe('the dice result', () => {
  it('is announced in a status region, a win in the win colours with its payout', async () => {
    const user = userEvent.setup();
    render(
      <LanguageProvider>
        <Harness result={diceResult(true)} />
      </LanguageProvider>,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Roll dice' }));
    expect(status.textContent).toContain('Rolled 12.34: you win · R$');
    expect(status.querySelector('p')?.className).toContain('win');
  });

  it('shows a loss as a loss, not in muted grey', async () => {
    const user = userEvent.setup();
    render(
      <LanguageProvider>
        <Harness result={diceResult(false)} />
      </LanguageProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Roll dice' }));
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Rolled 87.65: you lose');
    expect(status.querySelector('p')?.className).toContain('loss');
  });
});
