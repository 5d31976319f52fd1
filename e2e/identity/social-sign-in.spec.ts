import { expect, test } from '../support/fixtures';
import { startOidcProvider, type RunningOidcProvider } from '../support/oidc-provider';
import { operator } from '../support/operator';
import { e2eOidc } from '../support/server';
import { loginPopup, openInEnglish } from './support';

// Google sign-in through a real OpenID provider on this machine (support/oidc-provider.ts);
// the server is configured for it in playwright.config.ts.

let provider: RunningOidcProvider;

test.beforeAll(async () => {
  provider = await startOidcProvider({
    port: e2eOidc.port,
    redirectUris: [e2eOidc.redirectUri],
    clientId: e2eOidc.clientId,
    clientSecret: e2eOidc.clientSecret,
  });
  await operator('whitelabel', 'set', 'GOOGLELOGIN3', 'on');
});

test.afterAll(async () => {
  await operator('whitelabel', 'set', 'GOOGLELOGIN3', 'off');
  await provider?.close();
});

test('signs in with Google, creating the member on first use', async ({ page }) => {
  await openInEnglish(page, '/login');
  await loginPopup(page).getByRole('link', { name: 'Sign in with Google' }).click();
  await page.getByRole('button', { name: `Continue as ${provider.user.name}` }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has('token'));
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(header).toContainText(/g_[a-z0-9]+|Ana Souza/);
});
