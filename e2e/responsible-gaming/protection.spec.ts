import type { Locator, Page } from '@playwright/test';
import { newMemberAt } from '../games/support';
import { loginPopup, solveSlider, strongPassword } from '../identity/support';
import { memberCentre } from '../member-centre/support';
import { test, expect } from '../support/fixtures';

/** Opens the member centre from the header's account button, then one entry of its menu. */
async function openView(page: Page, entry: string): Promise<Locator> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Member centre:/ })
    .click();
  const centre = memberCentre(page);
  await centre.getByRole('navigation').getByRole('button', { name: entry, exact: true }).click();
  await expect(centre.getByRole('heading', { level: 2, name: entry })).toBeVisible();
  return centre;
}

test('a deposit limit refuses a larger deposit; a time-out ends the session and login says until when', async ({
  page,
}) => {
  // Registering and the operator CLI's start-up outlast the default 30 s.
  test.setTimeout(300_000);
  const username = await newMemberAt(page, '/');

  let centre = await openView(page, 'Responsible gaming');
  const name = 'Deposits per day';
  await centre.getByRole('textbox', { name: `New limit: ${name}` }).fill('20');
  await centre.getByRole('button', { name: `Save limit: ${name}` }).click();
  await expect(centre.getByRole('status').filter({ hasText: 'Limit saved.' })).toBeVisible();
  const row = centre.getByRole('listitem').filter({ hasText: name }).first();
  await expect(row).toContainText('Current limitR$20.00');

  await centre
    .getByRole('navigation')
    .getByRole('button', { name: 'Deposit', exact: true })
    .click();
  const deposit = centre.getByRole('region', { name: 'Deposit', exact: true });
  await deposit.getByRole('textbox', { name: 'Amount' }).fill('50');
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(deposit.getByRole('alert')).toContainText(
    'This deposit would pass your daily deposit limit. You can still deposit 20.00.',
  );
  await expect(deposit.getByText('You have not made any deposits yet.')).toBeVisible();

  await centre.getByRole('navigation').getByRole('button', { name: 'Responsible gaming' }).click();
  centre = memberCentre(page);
  await expect(centre.getByText(/logged out on every device at once/)).toBeVisible();
  await centre.getByRole('combobox', { name: 'Length' }).selectOption('24');
  await centre.getByLabel('Login password').fill(strongPassword);
  await centre.getByRole('button', { name: 'Confirm and log out' }).click();
  // Every session ended on the server: the tab logs out and the member centre closes.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();

  await page.goto('/login');
  const popup = loginPopup(page);
  await popup.getByRole('textbox', { name: 'Username' }).fill(username);
  await popup.getByRole('textbox', { name: 'Password', exact: true }).fill(strongPassword);
  await popup.getByRole('button', { name: 'Log in' }).click();
  await solveSlider(page);
  await expect(popup.getByRole('alert').first()).toHaveText(
    /^Your account is on a break until \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(UTC\)\. You cannot log in or play until then\.$/,
  );
});
