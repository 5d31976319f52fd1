import { expect, test } from './support/fixtures';
import { registerByUsername, setRegisterCaptcha, uniqueUsername } from './identity/support';
import { siteFooter } from './support/footer';

test('routes that need login send a visitor without a token to /login', async ({ page }) => {
  for (const path of ['/pointMall', '/lottery?gameCode=LF', '/seaLottery', '/vnLottery']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('a token in the URL is kept for the session and opens the guarded routes', async ({
  page,
  browser,
}) => {
  // A real session, handed to a fresh browser the way another site (or social sign-in) does.
  await setRegisterCaptcha(false);
  const username = uniqueUsername('tok');
  try {
    await registerByUsername(page, username);
  } finally {
    await setRegisterCaptcha(true);
  }
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();

  const other = await browser.newPage();
  await other.goto(`/pointMall?token=${encodeURIComponent(token!)}`);
  await expect(other).toHaveURL(/\/pointMall$/);
  // A link signs nobody in unasked: the tab names the account and waits for the answer.
  const ask = other.getByRole('alertdialog', { name: 'Entrar por um link' });
  await expect(ask).toContainText(`Este link faz você entrar como ${username}.`);
  expect(await other.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await ask.getByRole('button', { name: `Continuar como ${username}` }).click();
  await expect.poll(() => other.evaluate(() => sessionStorage.getItem('token'))).toBe(token);
  await expect(other.getByRole('heading', { level: 1, name: 'Loja de pontos' })).toBeVisible();
  await expect(other.getByRole('banner')).toContainText(username);
  await other.close();
});

test('a token the server does not know is dropped', async ({ page }) => {
  await page.goto('/?token=not-a-session');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Jogos' })).toBeVisible();
});

test('unknown API paths answer the error envelope', async ({ request }) => {
  const reply = await request.get('/wps/no/such/call', { headers: { 'accept-language': 'en' } });
  expect(reply.status()).toBe(404);
  expect(await reply.json()).toEqual({
    success: false,
    errorCode: 'NOT_FOUND',
    message: 'The requested resource does not exist.',
    requestId: expect.any(String),
  });
});

test('a page chunk that fails to load shows an error with a retry that works', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Jogos' });
  await expect(nav.getByRole('link', { name: 'Promoções' })).toBeVisible();

  await page.route('**/assets/*.js', (route) => route.abort());
  await nav.getByRole('link', { name: 'Promoções' }).click();
  await expect(
    page.getByRole('heading', { name: 'Não foi possível carregar esta página' }),
  ).toBeVisible();

  await page.unroute('**/assets/*.js');
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Promoções' })).toBeVisible();
});

test('the scroll returns to the top when the route changes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/');
  const footer = await siteFooter(page);
  await footer.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await footer
    .getByRole('region', { name: 'Produtos' })
    .getByRole('link', { name: 'Pescaria' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pescaria' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the OpenAPI document is served at /docs', async ({ page, request }) => {
  const doc = await (await request.get('/docs/json')).json();
  expect(doc.paths).toHaveProperty('/wps/system/status');
  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text()))
      violations.push(m.text());
  });
  await page.goto('/docs');
  await expect(page.getByText('OpenLobby API').first()).toBeVisible();
  expect(violations).toEqual([]);
});
