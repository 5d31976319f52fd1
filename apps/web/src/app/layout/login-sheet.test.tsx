import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@openlobby/contract/paths';
import { permissionInfo } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const api = { [apiPaths.systemStatus]: permissionInfo(), [apiPaths.newGameVendor]: [] };

/** The phones' Log in button: the header's one outside the login form (CSS shows it). */
async function phoneLoginButton() {
  const buttons = await screen.findAllByRole('button', { name: 'Log in' });
  const button = buttons.find((b) => b.closest('header') && !b.closest('form'));
  if (!button) throw new Error('no phone Log in button');
  return button;
}

// The whole app renders and the login popup's code loads: slower than a component test.
describe('the phones’ login sheet', () => {
  it('opens from the header as a labelled dialog shown as a bottom sheet, focus inside', async () => {
    const user = userEvent.setup();
    renderApp('/no-such-page', api);
    await user.click(await phoneLoginButton());
    const sheet = await screen.findByRole('dialog', { name: 'Log in' });
    expect(sheet.hasAttribute('data-sheet')).toBe(true);
    expect(sheet.contains(document.activeElement)).toBe(true);
    expect(within(sheet).getByRole('textbox', { name: 'Username' })).toBeTruthy();
    expect(within(sheet).getByLabelText(/^Password/)).toBeTruthy();
  }, 20_000);

  it('closes on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderApp('/no-such-page', api);
    const button = await phoneLoginButton();
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Log in' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull());
    expect(document.activeElement).toBe(button);
  }, 20_000);

  it('opens the register popup as a bottom sheet too (/register)', async () => {
    renderApp('/register', api);
    const sheet = await screen.findByRole('dialog', { name: 'Register' }, { timeout: 15_000 });
    expect(sheet.hasAttribute('data-sheet')).toBe(true);
  }, 20_000);
});
