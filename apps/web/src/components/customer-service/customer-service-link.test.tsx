import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomerServiceLink as Link } from '@openlobby/contract/content/support';
import { CustomerServiceLink } from './customer-service-link';

const links: Link[] = [
  { csType: 'TELEGRAM', url: 'https://t.example', csPosition: 'RIGHT_BAR' },
  { csType: 'WHATSAPP', url: 'https://wa.example', csPosition: 'RIGHT_BAR' },
  { csType: 'FACEBOOK', url: 'https://fb.example', csPosition: 'RIGHT_BAR' },
  { csType: 'LIVECHAT', url: null, csPosition: 'RIGHT_BAR' },
];

function renderLinks(compact: boolean) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      {links.map((link, i) => (
        <CustomerServiceLink key={link.csType} link={link} first={i === 0} compact={compact} />
      ))}
    </QueryClientProvider>,
  );
}

describe('CustomerServiceLink', () => {
  it('shows an icon, not a letter mark, and names it with the channel (issue 19)', () => {
    renderLinks(true);
    const controls = [...screen.getAllByRole('link'), ...screen.getAllByRole('button')];
    expect(controls).toHaveLength(4);
    for (const control of controls) {
      expect(control.textContent).toBe('');
      expect(control.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
    expect(screen.getByRole('link', { name: 'Telegram (opens in a new window)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Live chat (opens in a new window)' })).toBeTruthy();
  });

  it('keeps the plain name where the full name is shown', () => {
    renderLinks(false);
    expect(screen.getByRole('link', { name: 'Telegram (opens in a new window)' })).toBeTruthy();
  });
});
