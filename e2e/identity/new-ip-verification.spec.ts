import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { Secret, TOTP } from 'otpauth';
import { loginPopup, logout, openInEnglish, solveSlider } from './support';

// A login from an address the account has not used asks for the authenticator's code
// (spec §4 "Unregistered IP login"). The server trusts X-Forwarded-For from this machine
// (TRUST_PROXY in playwright.config.ts), so a header stands in for another network.

const account = 'downline_two';
const password = 'Downline#2026';

async function logIn(page: Page) {
  await openInEnglish(page, '/login');
  const popup = loginPopup(page);
  await popup.getByRole('textbox', { name: 'Username' }).fill(account);
  await popup.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await popup.getByRole('button', { name: 'Log in' }).click();
  await solveSlider(page);
}

const usedSteps = new Set<number>();

/**
 * A code the server will take: each 30 s step counts once, and it accepts the current step
 * ±1. Only the next or the current step is taken, so the code stays valid for at least
 * the rest of this step however slowly the page submits it (the previous step's code could
 * expire on the way, which failed this journey on a loaded machine); when both are spent,
 * this waits for the next step.
 */
async function freshCode(secret: string) {
  for (;;) {
    const now = Math.floor(Date.now() / 30_000);
    const step = [now + 1, now].find((s) => !usedSteps.has(s));
    if (step !== undefined) {
      usedSteps.add(step);
      const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
      return totp.generate({ timestamp: step * 30_000 });
    }
    await new Promise((resolve) => setTimeout(resolve, (now + 1) * 30_000 - Date.now() + 100));
  }
}

test('an authenticator enrolled at home is asked for at a login from a new IP', async ({
  page,
}) => {
  // Two logins behind the slider and the member centre's first load: about a minute on a
  // busy machine; three codes of distinct steps add up to two waits of one step (freshCode).
  test.setTimeout(180_000);
  await logIn(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();

  // The header's Security button opens my account in the member centre (issue 15).
  await header.getByRole('button', { name: 'Security' }).click();
  const security = page.getByRole('dialog', { name: 'Member centre' });
  await expect(security.getByRole('heading', { level: 2, name: 'My account' })).toBeVisible();
  await security.getByRole('button', { name: 'Set up authenticator' }).click();
  const secret = (await security.locator('code').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // Binding needs the password again (step-up): a session alone cannot bind an app.
  await security.getByRole('textbox', { name: '6-digit code' }).fill(await freshCode(secret));
  await security.getByLabel('Current password').fill('Not-the-password-1');
  await security.getByRole('button', { name: 'Confirm' }).click();
  await expect(security.getByRole('alert')).toHaveText(
    'The current password or authenticator code is not correct. Nothing was changed.',
  );
  await security.getByLabel('Current password').fill(password);
  await security.getByRole('button', { name: 'Confirm' }).click();
  await expect(security.getByText('Authenticator enabled.')).toBeVisible();
  await security.getByRole('button', { name: 'Close' }).click();
  await logout(page);

  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.77' });
  await logIn(page);
  const verify = page.getByRole('dialog', { name: 'Verify it is you' });
  await expect(verify).toContainText('Enter the 6-digit code from your authenticator app.');
  await verify.getByRole('textbox', { name: 'Authenticator code' }).fill(await freshCode(secret));
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expect(verify).toBeHidden();
  await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(header).toContainText(account);

  // Leave the account as it was: remove the authenticator with a fresh code.
  await header.getByRole('button', { name: 'Security' }).click();
  await security.getByRole('textbox', { name: '6-digit code' }).fill(await freshCode(secret));
  await security.getByRole('button', { name: 'Remove authenticator' }).click();
  await expect(security.getByText('Authenticator removed.')).toBeVisible();
});
