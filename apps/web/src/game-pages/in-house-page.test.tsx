import type { InHouseGameCode } from '@openlobby/contract/in-house/paths';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameApi } from './api';
import { LanguageProvider } from './i18n';
import { InHousePage } from './in-house-page';

const fairness = { serverSeedHash: 'a'.repeat(64), clientSeed: 'seed', nonce: 0 };
const api: GameApi = {
  get: async <T,>(path: string) =>
    (path.includes('fairness') ? fairness : { rounds: [] }) as unknown as T,
  send: async () => {
    throw new Error('not in this test');
  },
};

function renderGame(gameCode: InHouseGameCode) {
  return render(
    <LanguageProvider>
      <InHousePage
        api={api}
        session={{
          vendorCode: 'BGS',
          gameCode,
          demo: false,
          balance: 10_000,
          currency: 'BRL',
          fairness,
        }}
      />
    </LanguageProvider>,
  );
}

beforeEach(() => localStorage.setItem('lang', 'en'));

describe('an in-house game page shows its RTP (C6)', () => {
  it.each([
    ['slot', 'Slots', '96%'],
    ['dice', 'Dice', '99%'],
    ['mines', 'Mines', '99%'],
  ] as const)('%s: in its header and in its rules', async (gameCode, title, rtp) => {
    const user = userEvent.setup();
    renderGame(gameCode);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('heading', { name: title })).toBeTruthy();
    expect(header.textContent).toContain(`BGS Originals · RTP ${rtp}`);
    const rules = screen.getByText('Rules and RTP');
    await user.click(rules);
    expect(
      screen.getByText(`Return to player (RTP): ${rtp} of all stakes over the long run`, {
        exact: false,
      }),
    ).toBeTruthy();
  });

  it('in Portuguese too', () => {
    localStorage.setItem('lang', 'pt');
    renderGame('slot');
    expect(screen.getByRole('banner').textContent).toContain('RTP 96%');
    expect(screen.getByText('Regras e RTP')).toBeTruthy();
  });
});
