import { expect, serverTest as test } from './support/fixtures';
import { operator, operatorProcess } from './support/operator';
import { e2eServer } from './support/server';

test.afterEach(async () => {
  await operator('maintenance', 'off');
  await operator('region', 'off');
});

/** A maintenance end tomorrow at hh:30 UTC, and how a zone shows its hour and minute. */
function tomorrowAtHalfPast() {
  const end = new Date(Date.now() + 24 * 3600_000);
  end.setUTCMinutes(30, 0, 0);
  const clock = (timeZone: string) =>
    new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone }).format(end);
  return { iso: end.toISOString(), clock };
}

test('maintenance replaces every route, shows the end in the visitor time zone and opens customer service', async ({
  page,
  browser,
}) => {
  const end = tomorrowAtHalfPast();
  // The operator's own command, in its own process (the rest of the suite calls its code).
  const said = await operatorProcess('maintenance', 'on', '--until', end.iso);
  expect(said.toLowerCase()).toContain('maintenance');

  // The closed page asks for nothing it does not show: no read the gate refuses (each a 503
  // in the console), none of the home page's, the game list's or the shell's.
  const refusedReads: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 503) refusedReads.push(new URL(response.url()).pathname);
  });
  for (const path of ['/', '/rng', '/promotions', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Sistema em manutenção' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Jogos' })).toHaveCount(0);
  }
  await page.waitForLoadState('networkidle');
  expect(refusedReads).toEqual([]);
  await expect(page.locator('time')).toContainText(end.clock('America/Sao_Paulo'));

  const tokyo = await browser.newContext({ timezoneId: 'Asia/Tokyo' });
  const tokyoPage = await tokyo.newPage();
  await tokyoPage.goto('/');
  await expect(tokyoPage.locator('time')).toContainText(end.clock('Asia/Tokyo'));
  await tokyo.close();

  // The first customer-service link (seeded: Telegram) opens in a 440 × 750 window.
  await page
    .context()
    .route('https://t.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>support</title>' }),
    );
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Atendimento ao cliente' }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  expect(popup.url()).toContain('https://t.me/');
  expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([440, 750]);

  // Member API calls are refused too, with the envelope.
  const refused = await page.request.get('/wps/relay/GCSGAME_newGameVendor');
  expect(refused.status()).toBe(503);
  expect(await refused.json()).toMatchObject({ success: false, errorCode: 'MAINTENANCE' });

  await operator('maintenance', 'off');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Jogos' })).toBeVisible();
});

test('a visitor from a restricted IP range sees the region-blocked page with the IP', async ({
  page,
}) => {
  await operator('region', 'set', '--ips', '127.0.0.0/8,2001:db8::/32');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
  await expect(page.getByText('127.0.0.1')).toBeVisible();

  await page.getByRole('combobox', { name: 'Idioma' }).selectOption({ label: 'English' });
  await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
});

test('a restricted country comes from the trusted proxy header', async ({ browser }) => {
  await operator('region', 'set', '--countries', 'BR');
  const fromBrazil = await browser.newContext({
    extraHTTPHeaders: { [e2eServer.countryHeader]: 'BR' },
  });
  const blocked = await fromBrazil.newPage();
  await blocked.goto('/');
  await expect(blocked.getByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
  await fromBrazil.close();

  const fromElsewhere = await browser.newContext({
    extraHTTPHeaders: { [e2eServer.countryHeader]: 'PT' },
  });
  const open = await fromElsewhere.newPage();
  await open.goto('/');
  await expect(open.getByRole('navigation', { name: 'Jogos' })).toBeVisible();
  await fromElsewhere.close();
});

test('maintenance wins over a region restriction', async ({ page }) => {
  await operator('region', 'set', '--ips', '127.0.0.1');
  await operator('maintenance', 'on');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sistema em manutenção' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Acesso restrito' })).toHaveCount(0);
});
