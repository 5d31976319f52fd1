import { describe, expect, it } from 'vitest';
import { billPeriodLabel } from './bill-period';

describe('billPeriodLabel', () => {
  it('names each kind of period by its UTC days and clock times, not by its key', () => {
    expect(
      billPeriodLabel({
        kind: 'daily',
        periodStart: '2026-12-06T00:00:00.000Z',
        periodEnd: '2026-12-07T00:00:00.000Z',
      }),
    ).toBe('2026-12-06');
    expect(
      billPeriodLabel({
        kind: 'hourly',
        periodStart: '2026-12-07T23:00:00.000Z',
        periodEnd: '2026-12-08T00:00:00.000Z',
      }),
    ).toBe('2026-12-07 23:00–00:00');
    expect(
      billPeriodLabel({
        kind: 'realtime',
        periodStart: '2026-12-07T13:05:00.000Z',
        periodEnd: '2026-12-07T13:10:00.000Z',
      }),
    ).toBe('2026-12-07 13:05–13:10');
    expect(
      billPeriodLabel({
        kind: 'dividend',
        periodStart: '2026-11-30T00:00:00.000Z',
        periodEnd: '2026-12-07T00:00:00.000Z',
      }),
    ).toBe('2026-11-30 – 2026-12-06');
  });
});
