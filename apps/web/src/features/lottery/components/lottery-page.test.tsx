import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { drawnDraw, openDraw, renderLottery, serve, sscGame } from '../lottery-test-kit';
import { LotteryPage } from './lottery-page';

const now = Date.now();
const menus = {
  serverTime: new Date(now).toISOString(),
  games: [
    sscGame({ currentDraw: openDraw(now, 120_000) }),
    sscGame({ gameCode: 'PK10', family: 'PK10', name: 'PK10 Racing' }),
    sscGame({
      vassalage: 'ELOTT',
      name: 'E-Time Lottery',
      currentDraw: openDraw(now, 30_000, '20261126-150030'),
    }),
    sscGame({ vassalage: 'TCG_SEA', gameCode: '4D', family: 'SEA4D', name: 'SEA 4D' }),
  ],
};

function servePage() {
  return serve({
    '/lgw/games/game_menus': menus,
    '/lgw/vn/games/game_menu': {
      serverTime: new Date(now).toISOString(),
      games: [
        sscGame({
          vassalage: 'TCG_LOTTO_VN',
          gameCode: 'MB',
          family: 'VN_NORTH',
          name: 'Northern Lotto',
        }),
        sscGame({
          vassalage: 'TCG_LOTTO_VN',
          gameCode: 'MN',
          family: 'VN_SOUTH',
          name: 'Southern Lotto',
        }),
      ],
    },
    '/lgw/games/results': (_body: unknown, query: Record<string, string>) => ({
      draws: [drawnDraw(query.gameCode === 'MN' ? 'VN_SOUTH' : 'SSC', query)],
    }),
    '/lgw/bets': { items: [], nextCursor: null },
    '/lgw/chases': { items: [] },
    '/wps/v2/wallets/balance': { balance: 10_000, currency: 'BRL' },
  });
}

beforeEach(() => useSessionStore.setState({ isLogin: true }));
afterEach(() => vi.unstubAllGlobals());

describe('LotteryPage', { timeout: 20_000 }, () => {
  it('on /lottery lists LOTT and ELOTT games and opens the one of gameCode and vassalage', async () => {
    servePage();
    renderLottery(<LotteryPage />, '/lottery?gameCode=SSC&vassalage=ELOTT');
    const menu = await screen.findByRole(
      'navigation',
      { name: 'Lottery games' },
      { timeout: 5_000 },
    );
    expect(within(menu).getByRole('list', { name: 'Lottery' })).toBeTruthy();
    const eLottery = within(menu).getByRole('list', { name: 'E-lottery' });
    expect(
      within(eLottery)
        .getByRole('link', { name: /E-Time Lottery/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    // SEA games have a page of their own.
    expect(within(menu).queryByRole('link', { name: /SEA 4D/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'E-Time Lottery', level: 2 })).toBeTruthy();
    expect(screen.getByText('Draw 20261126-150030')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^00:(29|30)$/);
    expect(await screen.findByRole('list', { name: 'Numbers of draw 20261126-1500' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bet slip' })).toBeTruthy();
    expect(screen.getByText('No bets here.')).toBeTruthy();
  });

  it('on /vnLottery reads the Vietnamese menu and picks the region of gameCode', async () => {
    const sent = servePage();
    renderLottery(<LotteryPage />, '/vnLottery?gameCode=MN');
    expect(
      await screen.findByRole('heading', { name: 'Southern Lotto (MN)', level: 2 }),
    ).toBeTruthy();
    expect(sent.some((s) => s.path === '/lgw/games/game_menus')).toBe(false);
    expect(screen.getByRole('tab', { name: 'Bao lô', selected: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Numbers: 00' })).toBeTruthy();
    expect(screen.getByText('No draw is open now.')).toBeTruthy();
  });
});
