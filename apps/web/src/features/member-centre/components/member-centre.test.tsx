import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { useMemberCentreStore, useSessionStore } from '../../../stores/session-store';
import { MemberCentre, type MemberCentrePages } from './member-centre';

const view = (text: string) => lazy(async () => ({ default: () => <p>{text}</p> }));

// Given out of the spec's order on purpose: the menu follows the spec, not the object.
const pages: MemberCentrePages = {
  rewardCenter: view('The rewards'),
  transactionHistory: view('The record'),
  depositv2: view('The deposit form'),
};

afterEach(async () => {
  act(() => useMemberCentreStore.getState().close());
  useSessionStore.setState({ language: 'en' });
  await act(() => i18n.changeLanguage('en'));
});

async function openOn(
  asked?: Parameters<ReturnType<typeof useMemberCentreStore.getState>['open']>[0],
) {
  act(() => useMemberCentreStore.getState().open(asked));
  render(<MemberCentre pages={pages} badges={{ rewardCenter: 2, depositv2: 0 }} />);
  return screen.findByRole('dialog', { name: 'Member centre' });
}

describe('MemberCentre', () => {
  it('lists the views that exist in the spec’s order and opens the one asked for', async () => {
    const dialog = await openOn('transactionHistory');
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre menu' });
    const entries = within(menu).getAllByRole('button');
    expect(entries.map((b) => b.textContent)).toEqual([
      'Deposit',
      'Account record',
      'Reward centre (2 new)2',
    ]);
    expect(
      within(menu).getByRole('button', { name: 'Account record' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(within(dialog).getByRole('heading', { name: 'Account record' })).toBeTruthy();
    expect(await within(dialog).findByText('The record')).toBeTruthy();
  });

  it('moves to another view from the menu; a badge above 0 is read with its entry', async () => {
    const dialog = await openOn('depositv2');
    expect(await within(dialog).findByText('The deposit form')).toBeTruthy();
    await userEvent.click(
      within(dialog).getByRole('button', { name: /^Reward centre\s*\(2 new\)/ }),
    );
    expect(await within(dialog).findByText('The rewards')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Reward centre' })).toBeTruthy();
    expect(
      within(dialog).getByRole('button', { name: 'Deposit' }).hasAttribute('aria-current'),
    ).toBe(false);
  });

  it('reads its badges in Portuguese with the count’s own plural', async () => {
    useSessionStore.setState({ language: 'pt' });
    await act(() => i18n.changeLanguage('pt'));
    act(() => useMemberCentreStore.getState().open('depositv2'));
    render(<MemberCentre pages={pages} badges={{ rewardCenter: 2, transactionHistory: 1 }} />);
    const dialog = await screen.findByRole('dialog', { name: 'Centro do membro' });
    const menu = within(dialog).getByRole('navigation', { name: 'Menu do centro do membro' });
    expect(within(menu).getByRole('button', { name: /\(2 novas\)/ })).toBeTruthy();
    expect(within(menu).getByRole('button', { name: /\(1 nova\)/ })).toBeTruthy();
    expect(menu.textContent).not.toContain('(s)');
  });

  it('opens on the first view when none, or one not built, is asked for', async () => {
    const dialog = await openOn('messageV2');
    expect(within(dialog).getByRole('heading', { name: 'Deposit' })).toBeTruthy();
    expect(await within(dialog).findByText('The deposit form')).toBeTruthy();
  });

  it('closes with its close button', async () => {
    const dialog = await openOn();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(useMemberCentreStore.getState().mcShow).toBe(false);
  });
});
