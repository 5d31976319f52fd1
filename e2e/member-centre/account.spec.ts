import { expect, test } from '../support/fixtures';
import { visitorIp } from '../support/fixtures';
import {
  loginPopup,
  openInEnglish,
  registerByUsername,
  setRegisterCaptcha,
  solveSlider,
  strongPassword,
  uniqueUsername,
} from '../identity/support';
import { memberCentre } from './support';

// My account (securityCenter, issue 15): a new member edits the profile, sets an icon the
// header then shows, sets a payment password, and logs out a session opened elsewhere. A
// new member rather than demo_player: a birthday locks once set, and other specs rely on
// demo_player's sessions and payment password as the seed left them.

// Two slider checks (registration, the other device's login) take most of the time on a busy
// machine.
test.describe.configure({ timeout: 180_000 });
test.beforeAll(async () => setRegisterCaptcha(false));
test.afterAll(async () => setRegisterCaptcha(true));

/** A 16 × 16 green PNG. */
const greenPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAAL0lEQVR4AaXBAQEAIAyAME4Qg5nOpj4E25x3P4FEEk' +
    'kkkUQSSSSRRBJJJJFEEkm0vJACNyubcWwAAAAASUVORK5CYII=',
  'base64',
);

test('a member edits the profile, sets an icon and a payment password, and logs out another session', async ({
  page,
  browser,
}, testInfo) => {
  const username = uniqueUsername('acct');
  await registerByUsername(page, username);

  // The same member logged in on another device (same address: no new-IP check).
  const elsewhere = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': visitorIp(testInfo.testId) },
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36',
  });
  const other = await elsewhere.newPage();
  await openInEnglish(other, '/login');
  const popup = loginPopup(other);
  await popup.getByRole('textbox', { name: 'Username' }).fill(username);
  await popup.getByRole('textbox', { name: 'Password', exact: true }).fill(strongPassword);
  await popup.getByRole('button', { name: 'Log in' }).click();
  await solveSlider(other);
  await expect(other.getByRole('banner')).toContainText(username);

  // My account is the member centre's first view.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Member centre:/ })
    .click();
  const centre = memberCentre(page);
  await expect(centre.getByRole('heading', { level: 2, name: 'My account' })).toBeVisible();

  // Profile: an under-21 birthday is refused, a real one saved and then locked.
  await centre.getByRole('textbox', { name: 'Nickname' }).fill('Lucky Star');
  const birthday = centre.getByLabel('Birthday');
  await birthday.fill(`${new Date().getUTCFullYear() - 19}-06-15`);
  await centre.getByRole('button', { name: 'Save profile' }).click();
  await expect(centre.getByText('You must be 21 or older.')).toBeVisible();
  await birthday.fill('1990-06-15');
  await centre.getByRole('button', { name: 'Save profile' }).click();
  await expect(centre.getByText('Profile saved.')).toBeVisible();
  await expect(centre.getByRole('textbox', { name: 'Birthday' })).toHaveValue('1990-06-15');
  await expect(centre.getByRole('textbox', { name: 'Birthday' })).toHaveAttribute('readonly', '');
  await expect(centre.getByText('Set and locked: contact support to correct it.')).toBeVisible();

  // Icon: an upload the server redraws, which the header then shows.
  await centre.getByLabel('Upload a picture').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: greenPng,
  });
  await expect(centre.getByText('Icon updated.')).toBeVisible();
  const headerIcon = page.getByRole('banner').getByRole('img', { name: 'Your icon' });
  await expect(headerIcon).toHaveAttribute('src', /^\/wps\/member\/icons\//);
  await expect
    .poll(() => headerIcon.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(256);

  // Payment password, proven with the login password.
  const payment = centre.getByRole('form', { name: 'Payment password' });
  await expect(payment.getByText('Not set yet: set one to confirm transfers.')).toBeVisible();
  await payment.getByLabel(/^Login password/).fill(strongPassword);
  await payment.getByLabel(/^New payment password/).fill('135790');
  await payment.getByLabel(/^Confirm payment password/).fill('135790');
  await payment.getByRole('button', { name: 'Set payment password' }).click();
  await expect(payment.getByText('Payment password saved.')).toBeVisible();
  await expect(payment.getByRole('button', { name: 'Change payment password' })).toBeVisible();

  // Sessions: this one marked, the other device's logged out.
  const sessions = centre.getByRole('table', { name: 'Active sessions' });
  await expect(sessions.getByRole('row')).toHaveCount(3);
  await expect(sessions.getByRole('row', { name: /This device/ })).toBeVisible();
  await expect(sessions.getByRole('row', { name: /Chrome on Windows/ })).toBeVisible();
  await centre.getByRole('button', { name: 'Log out my other sessions' }).click();
  await expect(centre.getByText('1 other session logged out.')).toBeVisible();
  await expect(sessions.getByRole('row')).toHaveCount(2);

  await other.reload();
  await expect(other.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await elsewhere.close();
  // This device is still logged in.
  await page.reload();
  await expect(page.getByRole('banner')).toContainText(username);
});
