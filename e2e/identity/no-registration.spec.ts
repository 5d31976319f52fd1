import { expect, test } from '../support/fixtures';
import { loginPopup, openInEnglish, solveSlider } from './support';

// Flows that need no new account, so no registration captcha to switch off.

test('free play signs in a trial member, who must register before member actions', async ({
  page,
}) => {
  await openInEnglish(page, '/login');
  await loginPopup(page).getByRole('button', { name: 'Free play' }).click();
  await expect(loginPopup(page)).toBeHidden();
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
  await header.getByRole('button', { name: 'Security' }).click();
  const notice = page.getByRole('alertdialog', { name: 'Register to play for real' });
  await expect(notice).toContainText('Please Register An Account First');
  await expect(notice).toContainText('trial credit only');
  // Its main button leads to registration: the trial session ends and the form opens.
  await notice.getByRole('button', { name: 'Register now' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Log out' })).toHaveCount(0);
});

test('the default weak password forces a change that cannot be dismissed', async ({ page }) => {
  await openInEnglish(page, '/login');
  const popup = loginPopup(page);
  await popup.getByRole('textbox', { name: 'Username' }).fill('weak_player');
  await popup.getByRole('textbox', { name: 'Password', exact: true }).fill('Aa123456');
  await popup.getByRole('button', { name: 'Log in' }).click();
  await solveSlider(page);
  const change = page.getByRole('dialog', { name: 'Change password' });
  await expect(change).toBeVisible();
  await expect(change.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(change).toBeVisible();
  // The server refuses such a session everything else, and the app answers that refusal
  // with the same dialog, so a reload does not get around it.
  await page.reload();
  await expect(change).toBeVisible();
  await change.getByRole('textbox', { name: 'Current password', exact: true }).fill('Aa123456');
  await change.getByRole('textbox', { name: 'New password', exact: true }).fill('Str0nger-Pass!');
  await change
    .getByRole('textbox', { name: 'Confirm new password', exact: true })
    .fill('Str0nger-Pass!');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change).toBeHidden();
  await expect(page.getByRole('banner')).toContainText('weak_player');
});
