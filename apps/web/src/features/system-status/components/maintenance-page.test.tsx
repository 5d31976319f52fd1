import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MaintenancePage } from './maintenance-page';

afterEach(() => vi.restoreAllMocks());

describe('MaintenancePage', () => {
  it('opens the first customer-service link in a 440×750 popup', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(
      <MaintenancePage
        info={{
          maintenanceEnd: '2030-01-15T18:30:00Z',
          resources: [
            { resourceType: 'YOUTUBE', labelNameEn: 'YouTube', url: 'https://youtube.example' },
            { resourceType: 'WHATSAPP', labelNameEn: 'WhatsApp', url: 'https://wa.example' },
            { resourceType: 'TELEGRAM', labelNameEn: 'Telegram', url: 'https://t.example' },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'System under maintenance' })).toBeTruthy();
    expect(screen.getByText(/Expected to end/).textContent).toMatch(/2030/);
    await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(open).toHaveBeenCalledWith(
      'https://wa.example',
      'customerService',
      'width=440,height=750',
    );
  });

  it('hides the customer-service button and the end time when there are none', () => {
    render(<MaintenancePage info={{ maintenanceEnd: null, resources: [] }} />);
    expect(screen.queryByRole('button', { name: 'Customer service' })).toBeNull();
    expect(screen.queryByText(/Expected to end/)).toBeNull();
  });
});
