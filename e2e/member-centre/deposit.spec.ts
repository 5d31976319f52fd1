import type { Locator, Page } from '@playwright/test';
import { newMemberAt } from '../games/support';
import { test, expect } from '../support/fixtures';
import { operator } from '../support/operator';
import { bestSupport, headerBalance, memberCentre } from './support';

/**
 * Opens the member centre's deposit view from the home page's best-support navigation and
 * returns the view (the region under the shell's "Deposit" heading, beside the menu).
 */
async function openDeposit(page: Page): Promise<Locator> {
  const support = await bestSupport(page);
  await support.getByRole('button', { name: 'Deposit' }).click();
  const centre = memberCentre(page);
  await expect(centre.getByRole('heading', { name: 'Deposit', level: 2 })).toBeVisible();
  return centre.getByRole('region', { name: 'Deposit', exact: true });
}

test('a member deposits R$ 50 through the sandbox checkout and sees it credited', async ({
  page,
}) => {
  // Registering, a second window and the operator CLI's start-up outlast the default 30 s.
  test.setTimeout(90_000);
  await newMemberAt(page, '/');
  await expect(page.getByRole('banner').getByTestId('balance')).toHaveText(/R\$/);
  const before = await headerBalance(page);
  const centre = await openDeposit(page);

  await expect(centre.getByText('Minimum R$10.00 · Maximum R$50,000.00')).toBeVisible();
  await centre.getByRole('button', { name: 'R$50.00' }).click();
  await expect(centre.getByRole('textbox', { name: 'Amount' })).toHaveValue('50');
  const popupOpened = page.waitForEvent('popup');
  await centre.getByRole('button', { name: 'Deposit', exact: true }).click();
  const checkout = await popupOpened;
  await checkout.waitForURL(/\/sandbox-gateway\/checkout\//);
  await expect(centre.getByRole('status').filter({ hasText: 'Waiting for payment' })).toBeVisible();

  // The gateway's page speaks the browser's language (pt-BR here), not the site's setting.
  await expect(checkout.getByText('R$ 50,00')).toBeVisible();
  await checkout.getByRole('button', { name: 'Pagar' }).click();
  await expect(checkout.getByText('Pagamento concluído')).toBeVisible();
  await checkout.close();

  await expect(centre.getByRole('status').filter({ hasText: 'Credited' })).toContainText(
    'R$50.00 credited to your balance.',
  );
  await expect.poll(() => headerBalance(page)).toBe(before + 5_000);
  const recent = centre.getByRole('list', { name: 'Recent deposits' });
  await expect(recent.getByRole('listitem').first()).toContainText('R$50.00');
  await expect(recent.getByRole('listitem').first()).toContainText('Credited');
  expect(await operator('deposit', 'orders', '--limit', '5')).toMatch(/PIX\s+50\.00 BRL paid/);
});

test('an amount under the minimum shows the error and creates no order', async ({ page }) => {
  test.setTimeout(60_000);
  const username = await newMemberAt(page, '/');
  const centre = await openDeposit(page);
  await centre.getByRole('textbox', { name: 'Amount' }).fill('5');
  await centre.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(centre.getByRole('alert')).toHaveText('The minimum deposit is R$10.00.');
  await expect(centre.getByRole('textbox', { name: 'Amount' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(centre.getByText('You have not made any deposits yet.')).toBeVisible();
  expect(await operator('deposit', 'orders', '--limit', '200')).not.toContain(username);
});
