import { expect, test } from '../support/fixtures';
import { operator } from '../support/operator';
import {
  loginAsDemoPlayer,
  logout,
  openInEnglish,
  setRegisterCaptcha,
  solveSlider,
  strongPassword,
  uniqueUsername,
} from '../identity/support';
import { headerBalance, memberCentre } from './support';

// The member centre's wallet (transferFund) and referral views (issue 15, ADR 025): a
// friend registers with demo_player's seeded invitation code PLAYER01, deposits R$ 50 (the
// default rule's minimum, which pays R$ 10) through the sandbox checkout, moves money into
// and out of a transfer-mode provider's wallet, and demo_player then sees the invitee and
// the reward.
// Registering, the checkout window and five operator commands (a CLI start each) take long.
test.describe.configure({ timeout: 180_000 });

test('an invitee deposits and transfers through a provider wallet; the referrer sees the reward', async ({
  page,
}) => {
  const username = uniqueUsername('rf');
  await setRegisterCaptcha(false);
  try {
    await openInEnglish(page, '/register?referralCode=PLAYER01');
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await dialog.getByRole('radio', { name: 'By username' }).check();
    await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(strongPassword);
    await dialog
      .getByRole('textbox', { name: 'Confirm password', exact: true })
      .fill(strongPassword);
    await dialog.getByRole('checkbox', { name: 'I am 18 or older' }).check();
    await dialog.getByRole('checkbox', { name: /agree to the terms/ }).check();
    await dialog.getByRole('button', { name: 'Register' }).click();
    await solveSlider(page);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner')).toContainText(username);
  } finally {
    await setRegisterCaptcha(true);
  }

  // The first deposit, through the sandbox gateway's checkout.
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const centre = memberCentre(page);
  const deposit = centre.getByRole('region', { name: 'Deposit', exact: true });
  await deposit.getByRole('textbox', { name: 'Amount' }).fill('50');
  const popupOpened = page.waitForEvent('popup');
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
  const checkout = await popupOpened;
  await checkout.waitForURL(/\/sandbox-gateway\/checkout\//);
  // The gateway's page speaks the browser's language (pt-BR here), not the site's setting.
  await expect(checkout.getByText('R$ 50,00')).toBeVisible();
  await checkout.getByRole('button', { name: 'Pagar' }).click();
  await expect(checkout.getByText('Pagamento concluído')).toBeVisible();
  await checkout.close();
  await expect.poll(() => headerBalance(page)).toBe(5_000);

  // A provider in transfer mode: its wallet appears, money goes in and comes out.
  await operator('provider-wallet', 'mode', '--vendor', 'JILI', '--mode', 'transfer');
  try {
    await centre.getByRole('navigation').getByRole('button', { name: 'Wallet' }).click();
    const wallet = centre.getByRole('region', { name: 'Game provider wallets' });
    await expect(wallet.getByText('JILI wallet: R$0.00')).toBeVisible();
    await wallet.getByRole('textbox', { name: 'Amount' }).fill('20');
    await wallet.getByRole('button', { name: 'Transfer' }).click();
    await expect(wallet.getByRole('status')).toHaveText(
      'R$20.00 moved. Main wallet: R$30.00; JILI wallet: R$20.00.',
    );
    await wallet.getByRole('radio', { name: 'From the JILI wallet to the main one' }).check();
    await wallet.getByRole('textbox', { name: 'Amount' }).fill('25');
    await wallet.getByRole('button', { name: 'Transfer' }).click();
    await expect(wallet.getByRole('alert')).toContainText("provider's wallet does not hold");
    await wallet.getByRole('textbox', { name: 'Amount' }).fill('5');
    await wallet.getByRole('button', { name: 'Transfer' }).click();
    await expect(wallet.getByRole('status')).toHaveText(
      'R$5.00 moved. Main wallet: R$35.00; JILI wallet: R$15.00.',
    );
    await expect(wallet.getByRole('listitem')).toHaveText(['JILI wallet: R$15.00']);
    await expect(centre.getByLabel('Main wallet')).toContainText('BalanceR$35.00');
  } finally {
    await operator('provider-wallet', 'mode', '--vendor', 'JILI', '--mode', 'seamless');
  }
  await centre.getByRole('button', { name: 'Close' }).click();
  await logout(page);

  // demo_player, through the header's invite item.
  await loginAsDemoPlayer(page);
  await page.getByRole('banner').getByRole('button', { name: 'Invite friends' }).click();
  await expect(centre.getByRole('heading', { level: 2, name: 'Invite friends' })).toBeVisible();
  await expect(centre.getByText('Your invitation code: PLAYER01')).toBeVisible();
  await expect(centre.getByRole('textbox', { name: 'Invitation link' })).toHaveValue(
    /\/register\?referralCode=PLAYER01$/,
  );
  const masked = `${username.slice(0, 2)}***${username.slice(-2)}`;
  const row = centre
    .getByRole('table', { name: 'Your invitees' })
    .getByRole('row')
    .filter({ hasText: masked });
  await expect(row).toContainText('First deposit made');
  await expect(row).toContainText('R$10.00');
  await expect(centre.getByRole('table', { name: 'Your invitees' })).not.toContainText(username);
});
