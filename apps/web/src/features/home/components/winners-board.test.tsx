import { contentPaths } from '@openlobby/contract/content/paths';
import type { Winner } from '@openlobby/contract/content/schemas';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient, serve } from '../../../test/api-stub';
import { splitWinners } from '../utils/winners';
import { WinnersBoard } from './winners-board';

const win = (customerName: string, winAmount: number, gameName = 'Dice'): Winner => ({
  customerName,
  gameName,
  iconUrl: `/img/games/${customerName}.svg`,
  winAmount,
  currency: 'BRL',
});

// As the server sends them: real (recent, small) wins first, demo fill after.
const board = [
  win('a1***1', 150),
  win('b2***2', 900),
  win('c3***3', 1_234_500, 'Mines'),
  win('d4***4', 50_000),
  win('e5***5', 987_600, 'Slots'),
  win('f6***6', 2_000),
];

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  vi.stubGlobal('matchMedia', () => ({ matches: true }));
});

describe('splitWinners', () => {
  it('puts the largest wins first and keeps the rest in the order sent', () => {
    const { big, recent } = splitWinners(board, 3);
    expect(big.map((w) => w.winAmount)).toEqual([1_234_500, 987_600, 50_000]);
    expect(recent.map((w) => w.customerName)).toEqual(['a1***1', 'b2***2', 'f6***6']);
  });

  it('keeps every entry once when there are fewer than the big-win places', () => {
    const { big, recent } = splitWinners(board.slice(0, 2), 3);
    expect(big.map((w) => w.winAmount)).toEqual([900, 150]);
    expect(recent).toEqual([]);
  });
});

describe('WinnersBoard', () => {
  it('shows the big wins above the recent ones, with their game art', async () => {
    serve({ [contentPaths.winners]: board });
    renderWithClient(<WinnersBoard />);
    const big = await screen.findByRole('list', { name: 'Big wins' });
    const items = within(big).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'R$12,345.00c3***3 on Mines',
      'R$9,876.00e5***5 on Slots',
      'R$500.00d4***4 on Dice',
    ]);
    expect(items[0]!.querySelector('img')?.getAttribute('src')).toContain('/img/games/c3***3.svg');
    const recent = screen.getByRole('list', { name: 'Recent wins' });
    expect(within(recent).getAllByRole('listitem')[0]!.textContent).toBe(
      'a1***1 won R$1.50 on Dice',
    );
    // The big wins come first in the page.
    expect(big.compareDocumentPosition(recent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
