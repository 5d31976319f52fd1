import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { apiPaths } from '@openlobby/contract/paths';
import { recordsPaths } from '@openlobby/contract/records/paths';
import type { Vendor, VendorCategory } from '@openlobby/contract/vendors';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serve } from '../../../test/api-stub';
import { ProviderSections } from './provider-sections';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const vendor = (vassalage: string, vendorName: string, gameType: Vendor['gameType']): Vendor => ({
  vassalage,
  vendorName,
  gameType,
  imageUrl: `/img/vendors/${vassalage}.svg`,
});

const category = (
  gameCategory: VendorCategory['gameCategory'],
  title: string,
  vendors: Vendor[],
): VendorCategory => ({ gameCategory, title, cards: vendors.length, gameClassify: '', vendors });

// As the demo site's server sends them: one lottery category holding every kind of lottery,
// the Vietnamese one first.
const categories = [
  category('RNG', 'Slots', [vendor('PG', 'PG Soft', 'RNG')]),
  category('LOTTERY', 'Lottery', [
    vendor('TCG_LOTTO_VN', 'Vietnam Lottery', 'VNLOTTO'),
    vendor('TCG_SEA', 'SEA Lottery', 'SEA'),
    vendor('LOTT', 'Lottery', 'LOTT'),
    vendor('ELOTT', 'E-Lottery', 'ELOTT'),
  ]),
];

function renderSections() {
  serve({ [apiPaths.newGameVendor]: categories, [recordsPaths.rebateRates]: { rates: {} } });
  const router = createMemoryRouter([{ path: '/', element: <ProviderSections /> }]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('ProviderSections', () => {
  it("takes each lottery provider's card to the page of its own kind of lottery", async () => {
    renderSections();
    const lottery = await screen.findByRole('region', { name: 'Lottery' });
    const href = (name: string) => within(lottery).getByRole('link', { name }).getAttribute('href');
    expect(href('Vietnam Lottery')).toBe('/vnLottery?vassalage=TCG_LOTTO_VN');
    expect(href('SEA Lottery')).toBe('/seaLottery?vassalage=TCG_SEA');
    expect(href('Lottery')).toBe('/lottery?vassalage=LOTT');
    expect(href('E-Lottery')).toBe('/lottery?vassalage=ELOTT');
  });

  it("takes any other provider's card to its category's page", async () => {
    renderSections();
    const slots = await screen.findByRole('region', { name: 'Slots' });
    expect(within(slots).getByRole('link', { name: 'PG Soft' }).getAttribute('href')).toBe(
      '/rng?vassalage=PG',
    );
  });
});
