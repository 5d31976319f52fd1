import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { useMemberCentreStore, useSessionStore } from '../../stores/session-store';
import { BottomNav } from './bottom-nav';

function renderAt(path: string, name = 'Main menu') {
  const router = createMemoryRouter([{ path: '*', element: <BottomNav /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return screen.getByRole('navigation', { name });
}

beforeEach(() => {
  useSessionStore.setState({ isLogin: false, isTrial: false, authModal: null, language: 'en' });
  useMemberCentreStore.setState({ mcShow: false });
});

describe('BottomNav', () => {
  it('has five labelled entries: home, games, promotions, deposit and account', () => {
    const nav = renderAt('/');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(nav).getByRole('link', { name: 'Games' }).getAttribute('href')).toBe('/hot');
    expect(within(nav).getByRole('link', { name: 'Promotions' }).getAttribute('href')).toBe(
      '/promotions',
    );
    expect(within(nav).getByRole('button', { name: 'Deposit' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Account' })).toBeTruthy();
    expect(within(nav).getAllByRole('listitem')).toHaveLength(5);
  });

  it('marks the current page: Home on /, Games on any games page', () => {
    const nav = renderAt('/rng?vassalage=PG');
    expect(within(nav).getByRole('link', { name: 'Games' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' }).hasAttribute('aria-current')).toBe(
      false,
    );
    expect(within(nav).getByRole('link', { name: 'Promotions' }).hasAttribute('aria-current')).toBe(
      false,
    );
  });

  it('shows its labels in Portuguese', async () => {
    useSessionStore.setState({ language: 'pt' });
    await i18n.changeLanguage('pt');
    const nav = renderAt('/promotions', 'Menu principal');
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Início', 'Jogos', 'Promoções', 'Depositar', 'Conta']);
    expect(within(nav).getByRole('link', { name: 'Promoções' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('asks a visitor to log in for deposit and account', async () => {
    const user = userEvent.setup();
    const nav = renderAt('/');
    await user.click(within(nav).getByRole('button', { name: 'Deposit' }));
    expect(useSessionStore.getState().authModal).toMatchObject({ kind: 'login' });
    expect(useMemberCentreStore.getState().mcShow).toBe(false);
  });

  it('opens the member centre on the deposit view, or its first view, for a member', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ isLogin: true });
    const nav = renderAt('/');
    await user.click(within(nav).getByRole('button', { name: 'Deposit' }));
    expect(useMemberCentreStore.getState()).toMatchObject({ mcShow: true, view: 'depositv2' });
    useMemberCentreStore.getState().close();
    await user.click(within(nav).getByRole('button', { name: 'Account' }));
    expect(useMemberCentreStore.getState()).toMatchObject({ mcShow: true, view: null });
  });
});
