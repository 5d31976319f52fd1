import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { vendorCategoriesQueryOptions } from '../../../api/get-vendor-categories';
import { category, vendor } from '../../../test/fixtures';
import { useSessionStore } from '../../../stores/session-store';
import { TopNav } from './top-nav';

function renderNav() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(vendorCategoriesQueryOptions('en').queryKey, [
    category('RNG', [vendor('PG', 'RNG', 'PG Soft'), vendor('JILI', 'RNG')], 'Slots'),
    category('LIVE', [vendor('EVO', 'LIVE', 'Evolution')], 'Live casino'),
  ]);
  const router = createMemoryRouter([{ path: '*', element: <TopNav /> }], {
    initialEntries: ['/'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

// A hidden list has no accessible name, so the menu is found from its entry's title.
const slotsMenu = () =>
  screen.getByRole('link', { name: 'Slots' }).parentElement!.querySelector('ul')!;

beforeEach(() => {
  useSessionStore.setState({ language: 'en', isLogin: false });
});

describe('TopNav', () => {
  it('lists Home, the categories and Promotions in one navigation, Home current', () => {
    renderNav();
    const nav = screen.getByRole('navigation', { name: 'Games' });
    const titles = within(nav)
      .getAllByRole('link')
      .filter((link) => link.parentElement?.parentElement?.parentElement === nav)
      .map((link) => link.textContent);
    expect(titles).toEqual(['Home', 'Slots', 'Live casino', 'Promotions']);
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('closes the vendor menu after a click on a vendor, until the pointer leaves the entry', async () => {
    const user = userEvent.setup();
    const router = renderNav();
    const entry = screen.getByRole('link', { name: 'Slots' }).closest('li')!;
    // The vendors are drawn when the entry first opens, not with the page.
    expect(entry.querySelector('ul')).toBeNull();
    await user.hover(screen.getByRole('link', { name: 'Slots' }));
    expect(slotsMenu().hidden).toBe(false);

    await user.click(within(slotsMenu()).getByRole('link', { name: 'PG Soft' }));
    expect(router.state.location.pathname).toBe('/rng');
    expect(router.state.location.search).toContain('vassalage=PG');
    // Still under the pointer, the menu stays closed over the page it opened.
    expect(slotsMenu().hidden).toBe(true);

    fireEvent.mouseLeave(entry);
    expect(slotsMenu().hidden).toBe(false);
  });

  it('closes after a click on the entry title too', async () => {
    const user = userEvent.setup();
    const router = renderNav();
    await user.click(screen.getByRole('link', { name: 'Slots' }));
    expect(router.state.location.pathname).toBe('/rng');
    expect(slotsMenu().hidden).toBe(true);
  });

  it('keeps keyboard access: Tab reaches the vendors, Escape closes and returns to the title', async () => {
    const user = userEvent.setup();
    renderNav();
    const title = screen.getByRole('link', { name: 'Slots' });
    title.focus();
    await user.tab();
    expect(document.activeElement).toBe(within(slotsMenu()).getByRole('link', { name: 'PG Soft' }));
    await user.keyboard('{Escape}');
    expect(slotsMenu().hidden).toBe(true);
    expect(document.activeElement).toBe(title);

    // Coming back from outside the entry opens it again.
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Home' }));
    await user.tab();
    expect(document.activeElement).toBe(title);
    expect(slotsMenu().hidden).toBe(false);
  });
});
