import { describe, expect, it } from 'vitest';
import { resolvePeriod } from './report-period';

// Wednesday 2026-11-25 13:00 UTC.
const now = Date.parse('2026-11-25T13:00:00Z');
const refusal = (q: Parameters<typeof resolvePeriod>[0]) => {
  try {
    resolvePeriod(q, now);
    return null;
  } catch (error) {
    return (error as { errorCode?: string }).errorCode;
  }
};

describe('report periods (UTC days)', () => {
  it('names today, yesterday, the ISO week from Monday and the calendar month', () => {
    expect(resolvePeriod({}, now)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(resolvePeriod({ period: 'yesterday' }, now)).toEqual({
      from: '2026-11-24',
      to: '2026-11-24',
    });
    expect(resolvePeriod({ period: 'week' }, now)).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
    });
    const sunday = Date.parse('2026-11-29T23:59:59Z');
    expect(resolvePeriod({ period: 'week' }, sunday).from).toBe('2026-11-23');
    expect(resolvePeriod({ period: 'month' }, now)).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(resolvePeriod({ period: 'month' }, Date.parse('2028-02-10T00:00:00Z')).to).toBe(
      '2028-02-29',
    );
  });

  it('takes a range of up to 92 days that does not start in the future', () => {
    expect(resolvePeriod({ period: 'range', from: '2026-09-01', to: '2026-11-25' }, now)).toEqual({
      from: '2026-09-01',
      to: '2026-11-25',
    });
    expect(resolvePeriod({ from: '2026-08-26', to: '2026-11-25' }, now).from).toBe('2026-08-26');
  });

  it('refuses a range in the future, backwards, too long, unreal or half given', () => {
    expect(refusal({ period: 'range', from: '2026-11-26', to: '2026-11-27' })).toBe(
      'REPORT_PERIOD_INVALID',
    );
    expect(refusal({ period: 'range', from: '2026-11-20', to: '2026-11-10' })).toBe(
      'REPORT_PERIOD_INVALID',
    );
    expect(refusal({ period: 'range', from: '2026-08-25', to: '2026-11-25' })).toBe(
      'REPORT_PERIOD_INVALID',
    );
    expect(refusal({ period: 'range', from: '2026-02-30', to: '2026-03-01' })).toBe(
      'REPORT_PERIOD_INVALID',
    );
    expect(refusal({ period: 'range', from: '0000-01-01', to: '0000-01-02' })).toBe(
      'REPORT_PERIOD_INVALID',
    );
    expect(refusal({ period: 'range', from: '2026-11-01' })).toBe('REPORT_PERIOD_INVALID');
    expect(refusal({ period: 'today', from: '2026-11-01' })).toBe('REPORT_PERIOD_INVALID');
  });
});
