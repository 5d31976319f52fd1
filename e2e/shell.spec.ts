import { expect, storedLanguage, test } from './support/fixtures';
import { siteFooter } from './support/footer';

const year = new Date().getFullYear();

test('the shell opens in Portuguese and English survives a reload', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Jogos' });
  await expect(nav.getByRole('link', { name: 'Início', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Promoções' })).toBeVisible();
  await expect(await siteFooter(page)).toContainText(
    `© ${year} OpenLobby. Todos os direitos reservados.`,
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  expect(await storedLanguage(page)).toEqual({ lang: 'pt', hisLang: 'pt' });

  await page.getByRole('combobox', { name: 'Idioma' }).selectOption({ label: 'English' });

  const navEn = page.getByRole('navigation', { name: 'Games' });
  await expect(navEn.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  // Category titles come from the server, refetched in the new language.
  await expect(navEn.getByRole('link', { name: 'Live casino', exact: true })).toBeVisible();
  await expect(await siteFooter(page)).toContainText(`© ${year} OpenLobby. All rights reserved.`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar' })).toHaveCount(0);
  expect(await storedLanguage(page)).toEqual({ lang: 'en', hisLang: 'en' });

  await page.reload();
  await expect(navEn.getByRole('link', { name: 'Promotions' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a stored unsupported language falls back to Portuguese and is stored', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('lang', 'xx');
    localStorage.setItem('hisLang', 'xx');
  });
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Jogos' }).getByRole('link', { name: 'Início' }),
  ).toBeVisible();
  expect(await storedLanguage(page)).toEqual({ lang: 'pt', hisLang: 'pt' });
});

test('the footer shows help links, products, providers, payments and qualification', async ({
  page,
}) => {
  await page.goto('/');
  const footer = await siteFooter(page);
  await expect(footer.getByRole('link', { name: 'Jogo responsável' })).toHaveAttribute(
    'href',
    '/description#responsible-gaming',
  );
  const products = footer.getByRole('region', { name: 'Produtos' });
  await expect(products.getByRole('link', { name: 'Cassino ao vivo' })).toBeVisible();
  await expect(products.getByRole('link', { name: 'Loteria' })).toBeVisible();
  // PROMO, HOME and HOT are not products.
  await expect(products.getByRole('link', { name: 'Jogos populares' })).toHaveCount(0);
  const providers = footer.getByRole('region', { name: 'Provedores' });
  await expect(providers.getByRole('img', { name: 'PG Soft' })).toBeVisible();
  // Only what the deposit offers: PIX (boleto is seeded off).
  const payments = footer.getByRole('region', { name: 'Métodos de pagamento' });
  await expect(payments.getByRole('img', { name: 'Pix' })).toBeVisible();
  await expect(payments.getByRole('img')).toHaveCount(1);
  await expect(
    footer.getByRole('region', { name: 'Qualificação' }).getByRole('img').first(),
  ).toBeVisible();
  // The operator's licence line (the demo value until `licence set`).
  await expect(
    footer.getByText(
      'Licenciado e regulado por OpenLobby Demo Gaming Authority · licença DEMO-0001/2026.',
      { exact: false },
    ),
  ).toBeVisible();
});
