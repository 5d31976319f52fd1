import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { operator } from '../support/operator';
import { e2eServer } from '../support/server';
import { loginPopup, openInEnglish } from '../identity/support';
import { newMemberAt } from '../games/support';
import { siteFooter } from '../support/footer';

const rightBar = (page: Page) => page.getByRole('complementary', { name: 'Support and shortcuts' });
// The right bar shows an icon, the footer the name; both are named by the channel.
const shortcut = (name: string) => new RegExp(`^${name} \\(opens in a new window\\)$`);
const helpPage = `${e2eServer.url}/help`;

/** A PNG's first bytes, then padding: what a real screenshot starts with. */
const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const svgBytes = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
const message = 'The withdrawal page could show the pending amount more clearly please';

test('the right bar shows the seeded shortcuts; the first opens a 440 × 750 window', async ({
  page,
}) => {
  // The seeded first link is Telegram's site, which this machine cannot reach; point it here.
  await operator('cs', 'set', 'TELEGRAM', helpPage);
  try {
    await openInEnglish(page, '/');
    const bar = rightBar(page);
    for (const name of ['Telegram', 'WhatsApp', 'Facebook']) {
      await expect(bar.getByRole('link', { name: shortcut(name) })).toBeVisible();
    }
    // No chat channel is configured yet: no live chat.
    await expect(bar.getByRole('button', { name: shortcut('Live chat') })).toHaveCount(0);
    await expect(bar.getByRole('link', { name: 'Download the app' })).toHaveAttribute(
      'href',
      '/down',
    );

    const popupEvent = page.waitForEvent('popup');
    await bar.getByRole('link', { name: shortcut('Telegram') }).click();
    const popup = await popupEvent;
    await popup.waitForLoadState();
    expect(popup.url()).toBe(helpPage);
    const [width, height] = await popup.evaluate(() => [innerWidth, innerHeight]);
    expect(width).toBe(440);
    expect(height).toBe(750);
  } finally {
    await operator('cs', 'set', 'TELEGRAM', 'https://t.me/openlobby_support');
  }
});

test('a shortcut the operator removes disappears after a reload', async ({ page }) => {
  await openInEnglish(page, '/');
  const whatsapp = rightBar(page).getByRole('link', { name: shortcut('WhatsApp') });
  await expect(whatsapp).toBeVisible();
  await operator('cs', 'remove', 'WHATSAPP');
  try {
    await page.reload();
    await expect(rightBar(page).getByRole('link', { name: shortcut('Telegram') })).toBeVisible();
    await expect(whatsapp).toHaveCount(0);
    await expect(
      (await siteFooter(page)).getByRole('link', { name: shortcut('WhatsApp') }),
    ).toHaveCount(0);
  } finally {
    await operator('cs', 'set', 'WHATSAPP', 'https://wa.me/5511900000000', '--sort', '20');
  }
});

test('the footer shows the social and customer-service links', async ({ page }) => {
  await openInEnglish(page, '/');
  const footer = await siteFooter(page);
  const social = footer.getByRole('region', { name: 'Follow us' });
  await expect(social.getByRole('link', { name: 'YouTube' })).toHaveAttribute(
    'href',
    'https://www.youtube.com/@openlobby',
  );
  for (const name of ['X (Twitter)', 'Facebook', 'Instagram', 'TikTok']) {
    await expect(social.getByRole('link', { name })).toBeVisible();
  }
  // Messenger has no address in the demo data, so it is not shown.
  await expect(social.getByRole('link', { name: 'Messenger' })).toHaveCount(0);
  const service = footer.getByRole('region', { name: 'Customer service' });
  await expect(service.getByRole('link', { name: shortcut('Telegram') })).toBeVisible();
});

test('live chat opens the chat the operator configured', async ({ page }) => {
  await operator('chat', 'set', 'support', `${helpPage}#chat`);
  try {
    await openInEnglish(page, '/');
    const popupEvent = page.waitForEvent('popup');
    await rightBar(page)
      .getByRole('button', { name: shortcut('Live chat') })
      .click();
    const popup = await popupEvent;
    await expect.poll(() => popup.url()).toBe(`${helpPage}#chat`);
  } finally {
    await operator('chat', 'remove', 'support');
  }
});

test('a visitor pressing feedback gets the login popup', async ({ page }) => {
  await openInEnglish(page, '/');
  await rightBar(page).getByRole('button', { name: 'Send feedback' }).click();
  await expect(loginPopup(page)).toBeVisible();
});

test('a member sends feedback with a PNG; an SVG renamed .png is refused', async ({ page }) => {
  await newMemberAt(page, '/');
  await rightBar(page).getByRole('button', { name: 'Send feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Feedback' });
  const text = dialog.getByRole('textbox', { name: 'Your message' });
  await text.fill('Too short');
  await expect(dialog.getByText('2 / 500 words')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'The feedback must have between 5 and 500 words.',
  );

  await text.fill(message);
  const images = dialog.getByLabel(/^Images \(PNG or JPG/);
  await images.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: svgBytes });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Only PNG or JPG images are accepted.');

  await dialog.getByRole('button', { name: 'Remove logo.png' }).click();
  await images.setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: pngBytes });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Thank you! Your feedback was sent.');

  // The operator sees it, with its one image (the refused one was never stored).
  const list = await operator('feedback', 'list', '--limit', '5');
  const entry = list.split(/^(?=#\d+ )/m).find((m) => m.includes(message)) ?? '';
  expect(entry.match(/image .*\/operator\/feedback\/images\/[a-f0-9]{32}\.png/g)).toHaveLength(1);
});
