import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { operator } from '../support/operator';
import { loginAsDemoPlayer } from '../identity/support';
import { memberCentre, minorOf } from './support';

// Withdrawals through the member centre (ADR 017). A new member has no money and no
// operator command credits one, so these tests withdraw from the seeded demo_player, whose
// R$ 10.000,00 came in as a ledger deposit; every amount below is checked relative to the
// balance the test starts from, whatever other specs did with it.

// Serial, and longer than the default: each operator command starts the CLI (a few seconds).
test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** Opens the member centre from the header's account button, then its Withdrawal entry. */
async function openWithdrawal(page: Page): Promise<Locator> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Member centre:/ })
    .click();
  const centre = memberCentre(page);
  await centre.getByRole('navigation').getByRole('button', { name: 'Withdrawal' }).click();
  await expect(centre.getByRole('heading', { level: 2, name: 'Withdrawal' })).toBeVisible();
  return centre;
}

/** The figure shown under `term` in the funds summary. */
async function fundsFigure(centre: Locator, term: 'Balance' | 'In process' | 'Withdrawable') {
  const figure = centre
    .getByRole('region', { name: 'Balance' })
    .locator('div', { has: centre.page().getByText(term, { exact: true }) })
    .getByRole('definition');
  await expect(figure).toHaveText(/R\$/);
  return minorOf((await figure.textContent()) ?? '');
}

async function requestWithdrawal(centre: Locator, amount: string, keyOption: RegExp) {
  await centre.getByRole('textbox', { name: 'Amount' }).fill(amount);
  const select = centre.getByRole('combobox', { name: 'PIX key to pay' });
  const label = (await select.getByRole('option', { name: keyOption }).textContent()) ?? '';
  await select.selectOption({ label });
  await centre.getByLabel('Login password').fill('Player#2026');
  await centre.getByRole('button', { name: 'Request withdrawal' }).click();
}

test('a member adds a PIX key, withdraws, and gets the money back when the operator rejects', async ({
  page,
}) => {
  await loginAsDemoPlayer(page);
  let centre = await openWithdrawal(page);
  const before = await fundsFigure(centre, 'Balance');

  const randomKey = crypto.randomUUID();
  await centre.getByRole('button', { name: 'Add PIX key' }).click();
  await centre.getByRole('combobox', { name: 'Key type' }).selectOption({ label: 'Random key' });
  await centre.getByRole('textbox', { name: 'PIX key' }).fill('not-a-key');
  await centre.getByRole('textbox', { name: "Payee's full name" }).fill('Maria da Silva');
  await centre.getByRole('button', { name: 'Save key' }).click();
  await expect(centre.getByText('Enter the whole random key (36 characters).')).toBeVisible();
  await centre.getByRole('textbox', { name: 'PIX key' }).fill(randomKey.toUpperCase());
  // A new payout account needs the password again (step-up).
  await centre.getByLabel('Current password').fill('Player#2026');
  await centre.getByRole('button', { name: 'Save key' }).click();
  await expect(
    centre.getByRole('button', { name: `Remove the key Random key ${randomKey}` }),
  ).toBeVisible();

  await requestWithdrawal(centre, '50.00', new RegExp(randomKey));
  await expect(centre.getByRole('status')).toHaveText(
    'Withdrawal of R$50.00 requested: the money is in process.',
  );
  await expect.poll(() => fundsFigure(centre, 'Balance')).toBe(before - 5000);
  expect(await fundsFigure(centre, 'In process')).toBeGreaterThanOrEqual(5000);
  await expect
    .poll(async () =>
      minorOf((await page.getByRole('banner').getByTestId('balance').textContent()) ?? ''),
    )
    .toBe(before - 5000);
  const history = centre.getByRole('list', { name: 'Withdrawals' });
  await expect(history.getByRole('listitem').first()).toContainText('R$50.00 In process');

  const pending = await operator('withdrawal', 'list', '--status', 'pending');
  const line = pending.split('\n').find((l) => l.includes(randomKey));
  const id = /^\s*(\d+)\s/.exec(line ?? '')?.[1];
  expect(id, pending).toBeDefined();
  expect(
    await operator('withdrawal', 'reject', id!, '--reason', 'Payee name does not match'),
  ).toContain(`Withdrawal ${id} rejected; 50.00 credited back.`);

  await centre.getByRole('button', { name: 'Close' }).click();
  centre = await openWithdrawal(page);
  const first = centre.getByRole('list', { name: 'Withdrawals' }).getByRole('listitem').first();
  await expect(first).toContainText('Rejected');
  await expect(first).toContainText('Reason: Payee name does not match');
  await expect(first.getByRole('button')).toHaveCount(0);
  await expect.poll(() => fundsFigure(centre, 'Balance')).toBe(before);
});

test('a member cancels a pending withdrawal and the balance comes back', async ({ page }) => {
  await loginAsDemoPlayer(page);
  const centre = await openWithdrawal(page);
  const before = await fundsFigure(centre, 'Balance');
  await requestWithdrawal(centre, '12.34', /Random key/);
  await expect.poll(() => fundsFigure(centre, 'Balance')).toBe(before - 1234);

  await centre.getByRole('button', { name: /^Cancel the withdrawal of R\$12\.34/ }).click();
  const first = centre.getByRole('list', { name: 'Withdrawals' }).getByRole('listitem').first();
  await expect(first).toContainText('R$12.34 Cancelled');
  await expect.poll(() => fundsFigure(centre, 'Balance')).toBe(before);
  await expect
    .poll(async () =>
      minorOf((await page.getByRole('banner').getByTestId('balance').textContent()) ?? ''),
    )
    .toBe(before);
});
