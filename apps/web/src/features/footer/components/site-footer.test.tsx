import { supportPaths } from '@openlobby/contract/content/support-paths';
import { apiPaths } from '@openlobby/contract/paths';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient, serve } from '../../../test/api-stub';
import { SiteFooter } from './site-footer';

const licence = {
  regulator: 'Secretaria de Prêmios e Apostas',
  licenceNumber: 'SPA/MF 123/2025',
  url: 'https://example.gov.br/licences',
};

function renderFooter(facts: { paymentMethods: string[]; licence: typeof licence | null }) {
  serve({
    [supportPaths.customerService]: { customerService: [], social: [], ...facts },
    [apiPaths.newGameVendor]: [],
  });
  renderWithClient(
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('SiteFooter', () => {
  it('shows only the payment methods members can deposit with', async () => {
    renderFooter({ paymentMethods: ['PIX'], licence: null });
    const payments = await screen.findByRole('region', { name: 'Payment methods' });
    expect(
      within(payments)
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual(['Pix']);
    expect(screen.queryByRole('img', { name: 'Visa' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'Mastercard' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'USDT (Tether)' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'Boleto bancário' })).toBeNull();
  });

  it('names a channel without a badge by its code, in the operator order', async () => {
    renderFooter({ paymentMethods: ['BOLETO', 'CRYPTO'], licence: null });
    const payments = await screen.findByRole('region', { name: 'Payment methods' });
    expect(
      within(payments)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['', 'CRYPTO']);
    expect(within(payments).getByRole('img', { name: 'Boleto bancário' })).toBeTruthy();
  });

  it("shows the operator's licence line, the regulator linked to its register", async () => {
    renderFooter({ paymentMethods: ['PIX'], licence });
    const line = await screen.findByText(/Licensed and regulated by/);
    expect(line.textContent).toBe(
      'Licensed and regulated by Secretaria de Prêmios e Apostas · licence SPA/MF 123/2025. ' +
        'Gambling is for adults over 18 only; play responsibly.',
    );
    expect(
      within(line).getByRole('link', { name: 'Secretaria de Prêmios e Apostas' }),
    ).toHaveProperty('href', 'https://example.gov.br/licences');
  });

  it('shows no licence line and no payments group when there are none', async () => {
    renderFooter({ paymentMethods: [], licence: null });
    await screen.findByRole('region', { name: 'Help' });
    expect(screen.queryByText(/Licensed/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Payment methods' })).toBeNull();
  });
});
