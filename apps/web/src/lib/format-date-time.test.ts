import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe('formatDateTime (spec §9)', () => {
  it('reads year-month-day hour:minute:second in the local time zone, zero-padded', () => {
    const local = new Date(2026, 0, 2, 3, 4, 5);
    expect(formatDateTime(local.toISOString())).toBe('2026-01-02 03:04:05');
    expect(formatDateTime(new Date(2026, 10, 23, 23, 59, 0).toISOString())).toBe(
      '2026-11-23 23:59:00',
    );
  });

  it('shows nothing for a time it cannot read', () => {
    expect(formatDateTime('soon')).toBe('');
  });
});
