import { describe, expect, it } from 'vitest';
import { GameInputError } from '../errors';
import { lotteryGameDefs } from './catalogue';
import { assertSchedule, drawSlotsFrom } from './schedule';
import type { DrawSchedule } from './types';

const at = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return error instanceof GameInputError ? error.code : 'not a GameInputError';
  }
  return 'accepted';
}

describe('interval schedules', () => {
  it('aligns 5-minute slots to the UTC day and numbers them by their close', () => {
    const slots = drawSlotsFrom({ kind: 'interval', seconds: 300 }, at('2026-11-26T14:53:29Z'), 3);
    expect(slots.map((s) => s.drawNumber)).toEqual([
      '20261126-1455',
      '20261126-1500',
      '20261126-1505',
    ]);
    expect(iso(slots[0]!.opensAt)).toBe('2026-11-26T14:50:00.000Z');
    expect(iso(slots[0]!.closesAt)).toBe('2026-11-26T14:55:00.000Z');
    expect(iso(slots[0]!.drawsAt)).toBe('2026-11-26T14:55:00.000Z');
    expect(iso(slots[1]!.opensAt)).toBe(iso(slots[0]!.closesAt));
  });

  it('takes the next slot when from is exactly a close (close must be after from)', () => {
    const [slot] = drawSlotsFrom({ kind: 'interval', seconds: 60 }, at('2026-11-26T10:00:00Z'), 1);
    expect(slot!.drawNumber).toBe('20261126-1001');
    expect(iso(slot!.opensAt)).toBe('2026-11-26T10:00:00.000Z');
  });

  it('crosses midnight: the midnight close carries the new date', () => {
    const slots = drawSlotsFrom({ kind: 'interval', seconds: 60 }, at('2026-12-31T23:58:30Z'), 3);
    expect(slots.map((s) => s.drawNumber)).toEqual([
      '20261231-2359',
      '20270101-0000',
      '20270101-0001',
    ]);
  });

  it('shows seconds when the close has them, and shortens the last slot of the day', () => {
    // 86,400 / 7,000 is not whole: closes at 7,000 s steps, then midnight.
    const slots = drawSlotsFrom({ kind: 'interval', seconds: 7000 }, at('2026-11-26T22:00:00Z'), 3);
    expect(slots.map((s) => iso(s.closesAt))).toEqual([
      '2026-11-26T23:20:00.000Z', // 12 × 7,000 = 84,000 s
      '2026-11-27T00:00:00.000Z', // the short last slot (2,400 s)
      '2026-11-27T01:56:40.000Z',
    ]);
    expect(slots.map((s) => s.drawNumber)).toEqual([
      '20261126-2320',
      '20261127-0000',
      '20261127-015640',
    ]);
    expect(iso(slots[0]!.opensAt)).toBe('2026-11-26T21:23:20.000Z'); // 11 × 7,000 s
    // The first slot after midnight opens at midnight, the midnight slot at the last step.
    const [afterMidnight] = drawSlotsFrom(
      { kind: 'interval', seconds: 7000 },
      at('2026-11-27T00:00:00Z'),
      1,
    );
    expect(iso(afterMidnight!.opensAt)).toBe('2026-11-27T00:00:00.000Z');
    const [midnight] = drawSlotsFrom(
      { kind: 'interval', seconds: 7000 },
      at('2026-11-26T23:59:00Z'),
      1,
    );
    expect(iso(midnight!.opensAt)).toBe('2026-11-26T23:20:00.000Z');
  });

  it('is consistent whichever instant it starts from', () => {
    const schedule: DrawSchedule = { kind: 'interval', seconds: 45 };
    const run = drawSlotsFrom(schedule, at('2026-11-26T23:50:00Z'), 40);
    for (let i = 1; i < run.length; i += 1) {
      expect(run[i]!.opensAt.getTime()).toBe(run[i - 1]!.closesAt.getTime());
      expect(run[i]!.closesAt.getTime()).toBeGreaterThan(run[i]!.opensAt.getTime());
      const again = drawSlotsFrom(schedule, new Date(run[i]!.closesAt.getTime() - 1), 1)[0]!;
      expect(again).toEqual(run[i]);
    }
    expect(new Set(run.map((s) => s.drawNumber)).size).toBe(run.length);
  });

  it('draws once a day at midnight for 86,400 s', () => {
    const slots = drawSlotsFrom(
      { kind: 'interval', seconds: 86_400 },
      at('2026-11-26T12:00:00Z'),
      2,
    );
    expect(slots.map((s) => s.drawNumber)).toEqual(['20261127-0000', '20261128-0000']);
    expect(iso(slots[0]!.opensAt)).toBe('2026-11-26T00:00:00.000Z');
  });

  it('answers no slot for count 0', () => {
    expect(drawSlotsFrom({ kind: 'interval', seconds: 60 }, at('2026-11-26T12:00:00Z'), 0)).toEqual(
      [],
    );
  });
});

describe('daily and weekly schedules', () => {
  it('closes before the draw and opens at the previous draw close (daily)', () => {
    const schedule: DrawSchedule = { kind: 'daily', time: '11:15', closeBeforeMinutes: 15 };
    const slots = drawSlotsFrom(schedule, at('2026-11-26T11:00:00Z'), 2);
    expect(slots.map((s) => s.drawNumber)).toEqual(['20261127', '20261128']);
    expect(iso(slots[0]!.closesAt)).toBe('2026-11-27T11:00:00.000Z');
    expect(iso(slots[0]!.drawsAt)).toBe('2026-11-27T11:15:00.000Z');
    expect(iso(slots[0]!.opensAt)).toBe('2026-11-26T11:00:00.000Z');
    expect(iso(slots[1]!.opensAt)).toBe('2026-11-27T11:00:00.000Z');
    // One millisecond earlier, today's draw is still open.
    const [today] = drawSlotsFrom(schedule, at('2026-11-26T10:59:59.999Z'), 1);
    expect(today!.drawNumber).toBe('20261126');
  });

  it('draws on the listed weekdays only (weekly)', () => {
    // 2026-11-26 is a Thursday (4).
    const schedule: DrawSchedule = {
      kind: 'weekly',
      days: [6, 2, 4],
      time: '13:30',
      closeBeforeMinutes: 15,
    };
    const slots = drawSlotsFrom(schedule, at('2026-11-26T14:00:00Z'), 4);
    expect(slots.map((s) => s.drawNumber)).toEqual([
      '20261128',
      '20261201',
      '20261203',
      '20261205',
    ]);
    expect(slots.map((s) => s.drawsAt.getUTCDay())).toEqual([6, 2, 4, 6]);
    expect(iso(slots[0]!.opensAt)).toBe('2026-11-26T13:15:00.000Z');
    expect(iso(slots[0]!.closesAt)).toBe('2026-11-28T13:15:00.000Z');
  });

  it('may close on the day before its draw', () => {
    const schedule: DrawSchedule = {
      kind: 'weekly',
      days: [1],
      time: '02:00',
      closeBeforeMinutes: 180,
    };
    const [slot] = drawSlotsFrom(schedule, at('2026-11-29T22:00:00Z'), 1); // a Sunday
    expect(slot!.drawNumber).toBe('20261130');
    expect(iso(slot!.closesAt)).toBe('2026-11-29T23:00:00.000Z');
    expect(iso(slot!.opensAt)).toBe('2026-11-22T23:00:00.000Z');
  });

  it('follows every catalogue default schedule', () => {
    for (const game of lotteryGameDefs) {
      const slots = drawSlotsFrom(game.schedule, at('2026-11-26T00:00:00Z'), 10);
      expect(slots).toHaveLength(10);
      for (const slot of slots) {
        expect(slot.opensAt.getTime()).toBeLessThan(slot.closesAt.getTime());
        expect(slot.closesAt.getTime()).toBeLessThanOrEqual(slot.drawsAt.getTime());
      }
    }
  });
});

describe('assertSchedule', () => {
  const good: DrawSchedule[] = [
    { kind: 'interval', seconds: 10 },
    { kind: 'interval', seconds: 86_400 },
    { kind: 'daily', time: '00:00', closeBeforeMinutes: 0 },
    { kind: 'weekly', days: [0, 6], time: '23:59', closeBeforeMinutes: 720 },
  ];
  it.each(good)('accepts %j', (schedule) => {
    expect(refusal(() => assertSchedule(schedule))).toBe('accepted');
  });

  const bad: unknown[] = [
    { kind: 'interval', seconds: 9 },
    { kind: 'interval', seconds: 86_401 },
    { kind: 'interval', seconds: 60.5 },
    { kind: 'interval', seconds: Number.NaN },
    { kind: 'daily', time: '24:00', closeBeforeMinutes: 15 },
    { kind: 'daily', time: '9:15', closeBeforeMinutes: 15 },
    { kind: 'daily', time: '09:60', closeBeforeMinutes: 15 },
    { kind: 'daily', time: '09:15', closeBeforeMinutes: -1 },
    { kind: 'daily', time: '09:15', closeBeforeMinutes: 721 },
    { kind: 'daily', time: '09:15', closeBeforeMinutes: 1.5 },
    { kind: 'weekly', days: [], time: '09:15', closeBeforeMinutes: 15 },
    { kind: 'weekly', days: [7], time: '09:15', closeBeforeMinutes: 15 },
    { kind: 'weekly', days: [1, 1], time: '09:15', closeBeforeMinutes: 15 },
    { kind: 'weekly', days: [1.5], time: '09:15', closeBeforeMinutes: 15 },
    { kind: 'monthly', time: '09:15', closeBeforeMinutes: 15 },
    null,
  ];
  it.each(bad)('refuses %j', (schedule) => {
    expect(refusal(() => assertSchedule(schedule as DrawSchedule))).toBe('SCHEDULE_INVALID');
  });

  it('guards drawSlotsFrom too, with its from and count', () => {
    const ok: DrawSchedule = { kind: 'interval', seconds: 60 };
    expect(refusal(() => drawSlotsFrom({ kind: 'interval', seconds: 5 }, new Date(0), 1))).toBe(
      'SCHEDULE_INVALID',
    );
    expect(refusal(() => drawSlotsFrom(ok, new Date(Number.NaN), 1))).toBe('SCHEDULE_INVALID');
    expect(refusal(() => drawSlotsFrom(ok, new Date(0), -1))).toBe('SCHEDULE_INVALID');
    expect(refusal(() => drawSlotsFrom(ok, new Date(0), 1.5))).toBe('SCHEDULE_INVALID');
  });
});
