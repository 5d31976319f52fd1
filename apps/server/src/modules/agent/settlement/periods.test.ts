import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../lib/errors';
import { duePeriods, operatorPeriod, parsePeriodKey, periodAt } from './periods';

const at = (iso: string) => new Date(iso);
const span = (p: { key: string; start: Date; end: Date }) => [
  p.key,
  p.start.toISOString(),
  p.end.toISOString(),
];

describe('settlement periods (UTC)', () => {
  it('names the period containing an instant, for each unit', () => {
    const t = at('2026-11-24T13:07:30Z'); // a Tuesday
    expect(span(periodAt('D', t))).toEqual([
      'D:2026-11-24',
      '2026-11-24T00:00:00.000Z',
      '2026-11-25T00:00:00.000Z',
    ]);
    expect(span(periodAt('H', t))).toEqual([
      'H:2026-11-24T13',
      '2026-11-24T13:00:00.000Z',
      '2026-11-24T14:00:00.000Z',
    ]);
    expect(span(periodAt('R', t))).toEqual([
      'R:2026-11-24T13:05',
      '2026-11-24T13:05:00.000Z',
      '2026-11-24T13:10:00.000Z',
    ]);
    expect(span(periodAt('W', t))).toEqual([
      'W:2026-11-23',
      '2026-11-23T00:00:00.000Z',
      '2026-11-30T00:00:00.000Z',
    ]);
    expect(span(periodAt('W', at('2026-11-29T23:59:59Z')))[0]).toBe('W:2026-11-23');
    expect(span(periodAt('S', t))).toEqual([
      'S:2026-11-16',
      '2026-11-16T00:00:00.000Z',
      '2026-12-01T00:00:00.000Z',
    ]);
    expect(span(periodAt('S', at('2026-12-15T23:00:00Z')))[0]).toBe('S:2026-12-01');
    expect(span(periodAt('M', at('2026-12-31T23:59:59Z')))).toEqual([
      'M:2026-12',
      '2026-12-01T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ]);
  });

  it('reads back only keys that name a period start', () => {
    for (const key of [
      'D:2026-11-24',
      'H:2026-11-24T13',
      'R:2026-11-24T13:05',
      'W:2026-11-23',
      'S:2026-11-16',
      'M:2026-02',
    ]) {
      expect(parsePeriodKey(key)?.key).toBe(key);
    }
    for (const bad of [
      'D:2026-02-30',
      'W:2026-11-24',
      'R:2026-11-24T13:07',
      'S:2026-11-03',
      'M:2026-13',
      'D:2026-11',
      'X:2026-11-24',
      'D:2026-11-24 ',
      'H:2026-11-24T24',
    ]) {
      expect(parsePeriodKey(bad), bad).toBeNull();
    }
  });

  it('refuses a period of another kind, a malformed one and one not ended', () => {
    const now = at('2026-11-25T00:01:00Z');
    expect(operatorPeriod('daily', 'D:2026-11-24', now).key).toBe('D:2026-11-24');
    expect(operatorPeriod('dividend', 'M:2026-10', now).key).toBe('M:2026-10');
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as AppError).errorCode;
      }
      return 'none';
    };
    expect(code(() => operatorPeriod('daily', 'H:2026-11-24T13', now))).toBe('PERIOD_KEY_INVALID');
    expect(code(() => operatorPeriod('hourly', 'nonsense', now))).toBe('PERIOD_KEY_INVALID');
    expect(code(() => operatorPeriod('daily', 'D:2026-11-25', now))).toBe('PERIOD_NOT_ENDED');
    expect(code(() => operatorPeriod('dividend', 'M:2026-11', now))).toBe('PERIOD_NOT_ENDED');
  });

  it('lists the due periods after their grace, in order and bounded', () => {
    const from = at('2026-11-22T10:00:00Z');
    // Daily: due at 00:05 the next day.
    expect(duePeriods('D', from, at('2026-11-24T00:04:59Z'), 10).map((p) => p.key)).toEqual([
      'D:2026-11-22',
    ]);
    expect(duePeriods('D', from, at('2026-11-24T00:05:00Z'), 10).map((p) => p.key)).toEqual([
      'D:2026-11-22',
      'D:2026-11-23',
    ]);
    // Real-time: 1 minute after its slot.
    expect(
      duePeriods('R', at('2026-11-24T13:00:00Z'), at('2026-11-24T13:11:00Z'), 10).map((p) => p.key),
    ).toEqual(['R:2026-11-24T13:00', 'R:2026-11-24T13:05']);
    expect(duePeriods('R', from, at('2026-12-24T00:00:00Z'), 3000)).toHaveLength(3000);
    expect(duePeriods('H', at('2026-11-24T13:00:00Z'), at('2026-11-24T14:04:00Z'), 10)).toEqual([]);
  });
});
