import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithClient, serve } from '../../../test/api-stub';
import { useSessionStore } from '../../../stores/session-store';
import { HeaderMemberInfo } from './header-member-info';

const member = {
  id: 7,
  account: 'demo_player',
  nickname: 'Demo',
  type: 1,
  currencySymbol: 'R$',
  totpEnabled: false,
} as const;

describe('HeaderMemberInfo (P2: its size from the first paint)', () => {
  beforeEach(() => {
    useSessionStore.setState({ isLogin: true, member: null, language: 'en' });
  });

  it('holds the account and balance places before the member info and balance arrive', () => {
    serve({});
    renderWithClient(
      <MemoryRouter>
        <HeaderMemberInfo />
      </MemoryRouter>,
    );
    // The member centre button is there with its name's place kept by a placeholder.
    expect(screen.getByRole('button', { name: /^Member centre:/ })).toBeTruthy();
    expect(screen.getByTestId('balance').textContent).toBe('—');
    expect(screen.getByRole('button', { name: 'Hide balance' })).toBeTruthy();
  });

  it('shows the member and balance, hidden and shown again by the lucide eye button', async () => {
    serve({ '/wps/v2/wallets/balance': { balance: 985166, currency: 'BRL' } });
    useSessionStore.setState({ member });
    renderWithClient(
      <MemoryRouter>
        <HeaderMemberInfo />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: /^Member centre:\s*demo_player$/ })).toBeTruthy();
    expect(await screen.findByText(/9,851\.66/)).toBeTruthy();
    const hide = screen.getByRole('button', { name: 'Hide balance' });
    expect(hide.querySelector('svg')).not.toBeNull();
    await userEvent.click(hide);
    expect(screen.getByTestId('balance').textContent).toBe('••••');
    const show = screen.getByRole('button', { name: 'Show balance', pressed: true });
    expect(show.querySelector('svg')).not.toBeNull();
    await userEvent.click(show);
    expect(screen.getByRole('button', { name: 'Hide balance', pressed: false })).toBeTruthy();
  });

  it('keeps the security shortcut named by its label next to its icon', () => {
    serve({});
    renderWithClient(
      <MemoryRouter>
        <HeaderMemberInfo />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Security' })).toBeTruthy();
  });
});
