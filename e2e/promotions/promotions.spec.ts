import { expect, test } from '../support/fixtures';
import {
  loginPopup,
  logout,
  openInEnglish,
  registerByUsername,
  setRegisterCaptcha,
  solveSlider,
  strongPassword,
  uniqueUsername,
} from '../identity/support';

// The promotions page (issue 18, item 1): a visitor browses the seeded promotions by tab,
// opens one's detail with its rules, and is asked to log in at Join; logging in from that
// popup brings the member back to the same detail, where Join and Claim pay the bonus
// through the ledger (the header's balance shows it). Nothing is faked.

test('a visitor browses /promotions and logs in at join; the member joins and claims from the detail', async ({
  page,
}) => {
  test.setTimeout(240_000); // a registration and a login, each behind the slider, on a shared machine
  const username = uniqueUsername('promo');
  await setRegisterCaptcha(false);
  try {
    await registerByUsername(page, username);
  } finally {
    await setRegisterCaptcha(true);
  }
  await logout(page);

  // A visitor: every promotion as a card, tabs by category.
  await openInEnglish(page, '/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Welcome bonus' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Slots cashback' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Promotion categories' });
  await tabs.getByRole('tab', { name: 'Sports' }).click();
  await expect(page).toHaveURL(/\/promotions\?category=sports$/);
  const card = page.getByRole('article', { name: 'Kick-off bonus' });
  await expect(card.getByText('Open', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Welcome bonus' })).toHaveCount(0);

  // Its detail: rules as the operator wrote them, and Join asks for a login.
  await card.getByRole('link', { name: 'Kick-off bonus' }).click();
  await expect(page).toHaveURL(/\/promotions\?category=sports&promotion=SPORTS_KICKOFF$/);
  const detail = page.getByRole('article', { name: 'Kick-off bonus' });
  await expect(detail.getByRole('region', { name: 'Rules' })).toContainText('Once per account.');
  await detail.getByRole('button', { name: 'Join' }).click();
  const popup = loginPopup(page);
  await expect(popup).toBeVisible();

  // The member logs in from that popup and lands on the same detail.
  await popup.getByRole('textbox', { name: 'Username' }).fill(username);
  await popup.getByRole('textbox', { name: 'Password', exact: true }).fill(strongPassword);
  await popup.getByRole('button', { name: 'Log in' }).click();
  await solveSlider(page);
  await expect(popup).toBeHidden();
  await expect(page).toHaveURL(/\/promotions\?category=sports&promotion=SPORTS_KICKOFF$/);

  const balance = page.getByRole('banner').getByTestId('balance');
  await expect(balance).toHaveText('R$0.00');
  await detail.getByRole('button', { name: 'Join' }).click();
  await expect(detail.getByRole('status')).toHaveText('You have joined.');
  await detail.getByRole('button', { name: 'Claim' }).click();
  await expect(detail.getByRole('status')).toHaveText(
    'A reward of R$15.00 was added to your balance.',
  );
  await expect(detail.getByRole('button', { name: 'Claimed' })).toBeDisabled();
  await expect(balance).toHaveText('R$15.00');
});
