import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Banner } from '@openlobby/contract/content/schemas';
import { contentPaths } from '@openlobby/contract/content/paths';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { useSessionStore } from '../../../stores/session-store';
import { serve } from '../../../test/api-stub';
import { BannerCarousel } from './banner-carousel';

afterEach(async () => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ language: 'en' });
  await i18n.changeLanguage('en');
});

/** The carousel on the home route, beside a stand-in promotions page it can lead to. */
function renderCarousel() {
  serve(api);
  const router = createMemoryRouter(
    [
      { path: '/', element: <BannerCarousel /> },
      { path: '/promotions', element: <p>promotions</p> },
    ],
    { initialEntries: ['/'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

const banner = (id: number, title: string, over: Partial<Banner>): Banner => ({
  id,
  groupName: 'w_home',
  title,
  url: `/img/banners/${id}.svg`,
  linkageType: 'NONE',
  linkage: null,
  game: null,
  ...over,
});

const api = {
  [contentPaths.banners]: [
    banner(1, 'VIP Bonus every month', { linkageType: 'PROMOTION', linkage: 'VIP' }),
    banner(2, 'Play responsibly', { linkageType: 'URL', linkage: 'https://example.org/' }),
    banner(3, 'Gone game', { linkageType: 'GAME', linkage: '99' }),
    banner(4, "Sunday's Best", {}),
  ],
};

const carousel = () => screen.findByRole('region', { name: /^(Highlights|Destaques)$/ });

describe('BannerCarousel', () => {
  it('shows a call-to-action button on each banner that leads somewhere, named with its title', async () => {
    const { router } = renderCarousel();
    const region = await carousel();
    const offer = await within(region).findByRole('button', {
      name: 'See offer: VIP Bonus every month',
    });
    expect(offer.textContent).toMatch(/^See offer/);
    expect(
      within(region).getByRole('button', {
        name: 'Learn more: Play responsibly (opens in a new tab)',
      }),
    ).toBeTruthy();
    // A banner with nowhere to go (no linkage, a game no longer listed) has no button, and
    // its picture carries its name instead.
    expect(within(region).queryByRole('button', { name: /Gone game|Sunday/ })).toBeNull();
    expect(within(region).getByRole('img', { name: "Sunday's Best" })).toBeTruthy();
    // The first banner stays the preloaded, eagerly fetched, sized largest paint.
    const first = region.querySelector('img')!;
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect([first.getAttribute('width'), first.getAttribute('height')]).toEqual(['1200', '400']);

    await userEvent.click(offer);
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/promotions?promotion=VIP',
    );
  });

  it('labels the button in Portuguese', async () => {
    useSessionStore.setState({ language: 'pt' });
    await i18n.changeLanguage('pt');
    renderCarousel();
    const region = await carousel();
    const offer = await within(region).findByRole('button', {
      name: 'Ver oferta: VIP Bonus every month',
    });
    expect(offer.textContent).toMatch(/^Ver oferta/);
    expect(
      within(region).getByRole('button', { name: /^Saiba mais: Play responsibly \(abre/ }),
    ).toBeTruthy();
  });
});
