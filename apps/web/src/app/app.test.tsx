import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@openlobby/contract/paths';
import { category, permissionInfo, vendor } from '../test/fixtures';
import { renderApp } from '../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const api = {
  [apiPaths.systemStatus]: permissionInfo(),
  [apiPaths.newGameVendor]: [
    category('HOT', [vendor('PG', 'RNG', 'PG Soft')], 'Hot'),
    category('LIVE', [vendor('EVO', 'LIVE', 'Evolution')], 'Live casino'),
    category('SPORTS', [], 'Sports'),
    category('RNG', [vendor('PG', 'RNG', 'PG Soft'), vendor('JILI', 'RNG', 'JILI')], 'Slots'),
  ],
};

describe('app shell', () => {
  it('builds the top navigation and the footer from the vendor categories', async () => {
    renderApp('/', api);
    const nav = await screen.findByRole('navigation', { name: 'Games' });
    expect(await within(nav).findByRole('link', { name: 'Live casino' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).queryByRole('link', { name: 'Sports' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Promotions' })).toBeTruthy();

    // The footer's code loads when it nears the viewport (at once here: no IntersectionObserver).
    const products = await screen.findByRole('region', { name: 'Products' });
    expect(within(products).queryByRole('link', { name: 'Hot' })).toBeNull();
    expect(within(products).getByRole('link', { name: 'Slots' }).getAttribute('href')).toBe('/rng');
    const providers = screen.getByRole('region', { name: 'Providers' });
    expect(
      within(providers)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['PG Soft', 'Evolution', 'JILI']);
    // Badges are drawn with their label in the page's language. (The payment methods follow
    // the enabled deposit channels: site-footer.test.tsx.)
    const qualification = screen.getByRole('region', { name: 'Qualification' });
    expect(within(qualification).getAllByRole('img')[0]!.getAttribute('src')).toMatch(
      /\/img\/badges\/[A-Z0-9]+\.svg\?language=en$/,
    );
    // The generated art's icons are credited as their licence asks.
    expect(screen.getByRole('link', { name: 'game-icons.net' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CC BY 3.0' }).getAttribute('href')).toBe(
      'https://creativecommons.org/licenses/by/3.0/',
    );
    expect(screen.getByText(/© \d{4} OpenLobby\. All rights reserved\./)).toBeTruthy();
  });

  it('switches every string to Portuguese and remembers the choice', async () => {
    const { fetchMock } = renderApp('/', api);
    const nav = await screen.findByRole('navigation', { name: 'Games' });
    await within(nav).findByRole('link', { name: 'Live casino' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'pt');
    expect(await screen.findByRole('navigation', { name: 'Jogos' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toBeTruthy();
    expect(localStorage.getItem('lang')).toBe('pt');
    expect(localStorage.getItem('hisLang')).toBe('pt');
    expect(document.documentElement.lang).toBe('pt');
    // Server titles are asked for again in the new language.
    const vendorCalls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(vendorCalls.some((url) => url.includes('language=pt'))).toBe(true);
  });

  it('sends a visitor from a login-required route to /login', async () => {
    const { router } = renderApp('/pointMall', api);
    await screen.findByRole('navigation', { name: 'Games' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows a category page with the ?vassalage= vendor highlighted', async () => {
    renderApp('/rng?vassalage=jili', api);
    expect(await screen.findByRole('heading', { name: 'Slots', level: 1 })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Providers' });
    expect(within(list).getByRole('link', { name: 'JILI' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(
      within(list).getByRole('link', { name: 'PG Soft' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('renders a real not-found page for unknown paths', async () => {
    renderApp('/no-such-page', api);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('hides the register button when DIRECTREG3 is off', async () => {
    const info = permissionInfo();
    const register = info.whitelabelVal.find((n) => n.modId === 'REGISTER');
    const direct = register?.childrenNodes.find((n) => n.modId === 'DIRECTREG3');
    if (direct) direct.enabled = '0';
    renderApp('/', { ...api, [apiPaths.systemStatus]: info });
    // The header form's button (phones show a second Log in button instead, by CSS).
    const form = await screen.findByRole('form', { name: 'Log in' });
    expect(within(form).getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
  });
});
