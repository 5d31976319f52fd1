import { expect, test } from '../support/fixtures';
import {
  loginPopup,
  openInEnglish,
  logout,
  registerByUsername,
  setRegisterCaptcha,
  solveSlider,
  strongPassword,
  uniqueUsername,
} from './support';

test.beforeAll(async () => setRegisterCaptcha(false));
test.afterAll(async () => setRegisterCaptcha(true));

test('register by username, log out, log back in by password from the popup', async ({ page }) => {
  const username = uniqueUsername('reg');
  await registerByUsername(page, username);
  await expect(page).toHaveURL(/\/$/);
  await logout(page);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

  await page.goto('/login');
  const popup = loginPopup(page);
  await popup.getByRole('textbox', { name: 'Username' }).fill(username);
  await popup.getByRole('textbox', { name: 'Password', exact: true }).fill(strongPassword);
  await popup.getByRole('button', { name: 'Log in' }).click();
  await solveSlider(page);
  await expect(popup).toBeHidden();
  await expect(page.getByRole('banner')).toContainText(username);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
  // The balance has no wallet yet: a dash, and the toggle hides it.
  await page.getByRole('button', { name: 'Hide balance' }).click();
  await expect(page.getByRole('button', { name: 'Show balance' })).toBeVisible();
});

test('the header form logs in, and a failed header validation warns', async ({ page }) => {
  const username = uniqueUsername('hdr');
  await registerByUsername(page, username);
  await logout(page);
  const header = page.getByRole('banner');
  await header.getByRole('textbox', { name: 'Username' }).fill(username);
  await header.getByRole('button', { name: 'Log in' }).click();
  await expect(header.getByRole('alert')).toHaveText(
    'Please enter your username and password correctly.',
  );
  await header.getByRole('textbox', { name: 'Password', exact: true }).fill(strongPassword);
  await header.getByRole('button', { name: 'Log in' }).click();
  await solveSlider(page);
  await expect(header).toContainText(username);
});

test('after three failures the captcha field and its image appear', async ({ page }) => {
  const username = uniqueUsername('cap');
  await registerByUsername(page, username);
  await logout(page);
  await page.goto('/login');
  const popup = loginPopup(page);
  for (let attempt = 0; attempt < 3; attempt++) {
    await popup.getByRole('textbox', { name: 'Username' }).fill(username);
    await popup.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong-password-1');
    await popup.getByRole('button', { name: 'Log in' }).click();
    await solveSlider(page);
    await expect(popup.getByRole('alert').first()).toBeVisible();
  }
  await expect(popup.getByRole('textbox', { name: 'Captcha' })).toBeVisible();
  const refresh = popup.getByRole('button', { name: 'Refresh the captcha image' });
  await expect(refresh.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
});

test('logout asks first, ends the session and keeps the merchant code', async ({ page }) => {
  await registerByUsername(page, uniqueUsername('out'));
  await page.evaluate(() => sessionStorage.setItem('merchantCode', 'M1'));
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to logout?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  await logout(page);
  expect(await page.evaluate(() => ({ ...sessionStorage }))).toEqual({ merchantCode: 'M1' });
  await expect(page).toHaveURL(/\/$/);
});

test('an agent lands on the agent centre, from the popup and from a handed-over token', async ({
  page,
  browser,
}) => {
  await openInEnglish(page, '/login');
  const popup = loginPopup(page);
  await popup.getByRole('textbox', { name: 'Username' }).fill('demo_agent');
  await popup.getByRole('textbox', { name: 'Password', exact: true }).fill('Agent#2026');
  await popup.getByRole('button', { name: 'Log in' }).click();
  await solveSlider(page);
  await expect(page).toHaveURL(/\/agentHome$/);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));

  // The same session handed to another tab (as social sign-in and partner sites do).
  const other = await browser.newPage();
  await other.goto(`/?token=${encodeURIComponent(token!)}`);
  await other
    .getByRole('alertdialog', { name: 'Entrar por um link' })
    .getByRole('button', { name: 'Continuar como demo_agent' })
    .click();
  await expect(other).toHaveURL(/\/agentHome$/);
  await expect(other.getByRole('banner')).toContainText('demo_agent');
  await other.close();
});
