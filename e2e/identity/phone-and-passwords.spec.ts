import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  latestMail,
  loginPopup,
  logout,
  openInEnglish,
  registerByUsername,
  sendSmsCode,
  setRegisterCaptcha,
  solveSlider,
  strongPassword,
  uniqueMobile,
  uniqueUsername,
} from './support';

// Each test registers, logs out and signs in again through sliders and the SMS outbox.
test.describe.configure({ timeout: 90_000 });

test.beforeAll(async () => setRegisterCaptcha(false));
test.afterAll(async () => setRegisterCaptcha(true));

async function registerByMobile(page: Page, mobile: string) {
  await openInEnglish(page, '/register');
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByRole('radio', { name: 'By mobile' }).check();
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  const code = await sendSmsCode(page, dialog, mobile);
  await dialog.getByRole('textbox', { name: 'Verification code' }).fill(code);
  const password = dialog.getByRole('textbox', { name: 'Password', exact: true });
  if (await password.count()) {
    await password.fill(strongPassword);
    await dialog
      .getByRole('textbox', { name: 'Confirm password', exact: true })
      .fill(strongPassword);
  }
  await dialog.getByRole('checkbox', { name: 'I am 18 or older' }).check();
  await dialog.getByRole('checkbox', { name: /agree to the terms/ }).check();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await solveSlider(page);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
}

test('register by mobile with an SMS code, then log in by SMS code', async ({ page }) => {
  const mobile = uniqueMobile();
  await registerByMobile(page, mobile);
  await logout(page);

  await page.goto('/login');
  const popup = loginPopup(page);
  await popup.getByRole('radio', { name: 'SMS code' }).check();
  await popup.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  // The send button waits a second between requests and 60 s after a code.
  await page.waitForTimeout(1100);
  const code = await sendSmsCode(page, popup, mobile);
  await popup.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await popup.getByRole('button', { name: 'Log in' }).click();
  await solveSlider(page);
  await expect(popup).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('forgot password by phone logs the member in with the new password', async ({ page }) => {
  const mobile = uniqueMobile();
  await registerByMobile(page, mobile);
  await logout(page);
  await page.goto('/login');
  await loginPopup(page).getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await expect(dialog.getByRole('radio', { name: 'By mobile' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  const code = await sendSmsCode(page, dialog, mobile);
  await dialog.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('N3w-Passw0rd!');
  await dialog.getByRole('button', { name: 'Reset password' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('forgot password by e-mail says the new password is in the mailbox', async ({ page }) => {
  const username = uniqueUsername('mail');
  const email = `${username}@example.com`;
  await registerByUsername(page, username, strongPassword, email);
  await logout(page);
  await page.goto('/login');
  await loginPopup(page).getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await dialog.getByRole('radio', { name: 'By e-mail' }).check();
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'The new password has been sent to your mailbox.',
  );
  await expect(latestMail(email)).resolves.toContain(email);
});

test('remember me pre-fills the username and keeps no password', async ({ page }) => {
  const username = uniqueUsername('rem');
  await registerByUsername(page, username);
  await logout(page);
  await page.goto('/login');
  const popup = loginPopup(page);
  await popup.getByRole('textbox', { name: 'Username' }).fill(username);
  await popup.getByRole('textbox', { name: 'Password', exact: true }).fill(strongPassword);
  await expect(popup.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  await popup.getByRole('button', { name: 'Log in' }).click();
  await solveSlider(page);
  await expect(popup).toBeHidden();
  await logout(page);
  await page.goto('/login');
  await expect(loginPopup(page).getByRole('textbox', { name: 'Username' })).toHaveValue(username);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'loginRemember')?.value).toBe(username);
  expect(cookies.some((c) => c.value.includes(strongPassword))).toBe(false);
});
