import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithClient } from '../../test/api-stub';
import { balanceOf } from './balance-message';
import { GamePopup } from './game-popup';

const game = { id: 1, nodeId: 7, name: 'Dice', demo: false, status: 'ready' as const, url: '/x' };

function post(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

describe('the game window', () => {
  it('shows the balance its game reports, since it covers the header', async () => {
    renderWithClient(<GamePopup game={game} />);
    await screen.findByRole('dialog', { name: 'Dice' });
    expect(screen.queryByText('Balance')).toBeNull();
    post({ type: 'openlobby:balance', balance: 123_456, currency: 'BRL' });
    expect(screen.getByRole('status', { name: 'Balance' }).textContent).toBe('R$1,234.56');
    post({ type: 'openlobby:balance', balance: 99, currency: 'BRL' });
    expect(screen.getByRole('status', { name: 'Balance' }).textContent).toBe('R$0.99');
  });

  it('ignores balances posted by another origin', async () => {
    renderWithClient(<GamePopup game={game} />);
    await screen.findByRole('dialog', { name: 'Dice' });
    post({ type: 'openlobby:balance', balance: 5, currency: 'BRL' }, 'https://evil.example');
    expect(screen.queryByRole('status', { name: 'Balance' })).toBeNull();
  });
});

describe('balanceOf', () => {
  const origin = 'https://lobby.example';
  it('reads a whole minor-unit amount and a currency code, nothing else', () => {
    const data = { type: 'openlobby:balance', balance: 10, currency: 'BRL' };
    expect(balanceOf({ origin, data }, origin)).toEqual({ balance: 10, currency: 'BRL' });
    expect(balanceOf({ origin, data: { ...data, balance: 1.5 } }, origin)).toBeNull();
    expect(balanceOf({ origin, data: { ...data, currency: '<b>' } }, origin)).toBeNull();
    expect(balanceOf({ origin, data: { type: 'openlobby:balance' } }, origin)).toBeNull();
  });
});
