import type { Locator, Page } from '@playwright/test';
import { newMemberAt } from '../games/support';
import { strongPassword } from '../identity/support';
import { test, expect } from '../support/fixtures';
import { operator } from '../support/operator';
import { bestSupport, memberCentre } from './support';

// A deposit's inbox message and a payout's receipt confirmation (issue 15 items 8 and 9):
// one new member deposits through the sandbox gateway, reads the message the credit wrote,
// then withdraws part of it, and confirms the payout the operator made.

test.describe.configure({ timeout: 120_000 });

const menuEntry = (centre: Locator, name: RegExp) =>
  centre.getByRole('navigation', { name: 'Member centre menu' }).getByRole('button', { name });

async function deposit50(page: Page) {
  const support = await bestSupport(page);
  await support.getByRole('button', { name: 'Deposit' }).click();
  const centre = memberCentre(page);
  const view = centre.getByRole('region', { name: 'Deposit', exact: true });
  await view.getByRole('button', { name: 'R$50.00' }).click();
  const popupOpened = page.waitForEvent('popup');
  await view.getByRole('button', { name: 'Deposit', exact: true }).click();
  const checkout = await popupOpened;
  await checkout.getByRole('button', { name: 'Pagar' }).click();
  await expect(checkout.getByText('Pagamento concluído')).toBeVisible();
  await checkout.close();
  await expect(view.getByRole('status').filter({ hasText: 'Credited' })).toBeVisible();
  return centre;
}

test('a credited deposit’s message arrives with its badge, is read, and a payout is confirmed received', async ({
  page,
}) => {
  await newMemberAt(page, '/');
  const centre = await deposit50(page);

  // The credit wrote its message in the same transaction: the menu's badge says 1.
  const messages = menuEntry(centre, /^Platform messages\s*\(1 new\)/);
  await expect(messages).toBeVisible();
  await messages.click();
  await expect(centre.getByRole('heading', { level: 2, name: 'Platform messages' })).toBeVisible();
  const inbox = centre.getByRole('list', { name: 'Messages' });
  await inbox.getByRole('button', { name: /^Unread:\s*Deposit credited/ }).click();
  const reader = centre.getByRole('article', { name: 'Deposit credited' });
  await expect(reader).toContainText('Your deposit of R$50.00');
  await expect(reader).toContainText('was credited to your wallet.');
  await centre.getByRole('button', { name: 'Back to messages' }).click();
  await expect(inbox.getByRole('button', { name: /^Deposit credited/ })).toBeVisible();
  // Read: the badge is gone.
  await expect(menuEntry(centre, /^Platform messages$/)).toBeVisible();

  // A withdrawal of R$ 10, paid out by the operator, then confirmed by the member.
  await menuEntry(centre, /^Withdrawal$/).click();
  await centre.getByRole('button', { name: 'Add PIX key' }).click();
  await centre.getByRole('combobox', { name: 'Key type' }).selectOption({ label: 'Random key' });
  const key = crypto.randomUUID();
  await centre.getByRole('textbox', { name: 'PIX key' }).fill(key);
  await centre.getByRole('textbox', { name: "Payee's full name" }).fill('Maria da Silva');
  await centre.getByLabel('Current password').fill(strongPassword);
  await centre.getByRole('button', { name: 'Save key' }).click();
  await expect(
    centre.getByRole('button', { name: `Remove the key Random key ${key}` }),
  ).toBeVisible();
  await centre.getByRole('textbox', { name: 'Amount' }).fill('10.00');
  const select = centre.getByRole('combobox', { name: 'PIX key to pay' });
  const label = (await select.getByRole('option', { name: new RegExp(key) }).textContent()) ?? '';
  await select.selectOption({ label });
  await centre.getByLabel('Login password').fill(strongPassword);
  const requested = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/wps/v2/withdrawals',
  );
  await centre.getByRole('button', { name: 'Request withdrawal' }).click();
  const { value } = (await (await requested).json()) as { value: { id: number } };
  const first = centre.getByRole('list', { name: 'Withdrawals' }).getByRole('listitem').first();
  await expect(first).toContainText('R$10.00 In process');
  expect(await operator('withdrawal', 'approve', String(value.id))).toContain(
    `Withdrawal ${value.id} approved`,
  );

  await centre.getByRole('button', { name: 'Close' }).click();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Member centre:/ })
    .click();
  await menuEntry(centre, /^Withdrawal$/).click();
  const paid = centre.getByRole('list', { name: 'Withdrawals' }).getByRole('listitem').first();
  await expect(paid.getByRole('group', { name: /^Did you receive this payout\?/ })).toBeVisible();
  await paid.getByRole('button', { name: 'Received', exact: true }).click();
  await expect(paid).toContainText('Received — closed');
  await expect(paid.getByRole('button')).toHaveCount(0);
  // The approval's message arrived too.
  await expect(menuEntry(centre, /^Platform messages\s*\(1 new\)/)).toBeVisible();
});
