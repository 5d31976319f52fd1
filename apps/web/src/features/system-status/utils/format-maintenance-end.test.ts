import { describe, expect, it } from 'vitest';
import { formatMaintenanceEnd } from './format-maintenance-end';

describe('formatMaintenanceEnd', () => {
  const end = '2030-01-15T18:30:00Z';

  it('shows the UTC end time in the visitor’s time zone', () => {
    expect(formatMaintenanceEnd(end, 'en', 'America/Sao_Paulo')).toMatch(/15 January 2030.*15:30/);
    expect(formatMaintenanceEnd(end, 'en', 'Asia/Tokyo')).toMatch(/16 January 2030.*03:30/);
  });

  it('writes it in the site language', () => {
    const pt = formatMaintenanceEnd(end, 'pt', 'UTC');
    expect(pt).toMatch(/15 de janeiro de 2030/);
    expect(pt).toMatch(/18:30/);
    expect(formatMaintenanceEnd(end, 'en', 'UTC')).toMatch(/15 January 2030.*18:30.*UTC/);
  });

  it('returns null for a value that is not a date', () => {
    expect(formatMaintenanceEnd('soon', 'en')).toBeNull();
  });
});
