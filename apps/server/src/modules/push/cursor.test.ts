import { describe, expect, it } from 'vitest';
import {
  formatCursor,
  MAX_CURSOR_CHARS,
  MAX_LISTED,
  MAX_TRACKED,
  parseCursor,
  StreamPosition,
} from './cursor';

describe('resume cursor', () => {
  it('writes the floor, then each listed id as its distance from the one before', () => {
    expect(formatCursor(1200, [])).toBe('1200');
    expect(formatCursor(1200, [1203, 1205])).toBe('1200_3_2');
    expect(parseCursor('1200_3_2')).toEqual({ floor: 1200, listed: [1203, 1205] });
    for (const [floor, listed] of [
      [0, []],
      [7, [8]],
      [99, [100, 250, 251, 9_000_000]],
      [2 ** 52, [2 ** 52 + 1, 2 ** 53 - 1]],
    ] as const) {
      expect(parseCursor(formatCursor(floor, listed))).toEqual({ floor, listed });
    }
  });

  it('reads a plain number, the id form before cursors, as a floor with nothing listed', () => {
    expect(parseCursor('1200')).toEqual({ floor: 1200, listed: [] });
    expect(parseCursor(' 42 ')).toEqual({ floor: 42, listed: [] });
    expect(parseCursor(['9', '10'])).toEqual({ floor: 9, listed: [] });
  });

  it('takes anything else for a fresh start', () => {
    const steps = (n: number) => Array.from({ length: n }, () => '1').join('_');
    for (const bad of [
      undefined,
      '',
      '   ',
      '-1',
      '1.5',
      '1e3',
      'abc',
      '12_',
      '_12',
      '12__3',
      '12_0', // not above the floor
      '12 3',
      '12,3',
      '1; DROP TABLE member_event',
      '9007199254740992', // past a safe integer
      '9007199254740990_5', // a listed id past it
      '12345678901234567', // 17 digits
      `1_${steps(MAX_LISTED + 1)}`,
      '1'.repeat(MAX_CURSOR_CHARS + 1),
    ]) {
      expect(parseCursor(bad), String(bad)).toBeNull();
    }
    expect(parseCursor(`1_${steps(MAX_LISTED)}`)?.listed).toHaveLength(MAX_LISTED);
  });

  it('lists the newest ids that fit and raises the floor over the rest', () => {
    const sent = Array.from({ length: 100 }, (_, i) => 1000 + 2 * i);
    const cursor = parseCursor(formatCursor(10, sent))!;
    expect(cursor.listed).toEqual(sent.slice(-MAX_LISTED));
    expect(cursor.floor).toBe(sent[sent.length - MAX_LISTED - 1]);
    // Far-apart ids: the length bound, not the count, decides.
    const sparse = Array.from({ length: 40 }, (_, i) => 10 ** 12 * (i + 1));
    const text = formatCursor(0, sparse);
    expect(text.length).toBeLessThanOrEqual(MAX_CURSOR_CHARS);
    const wide = parseCursor(text)!;
    expect(wide.listed.length).toBeLessThan(40);
    expect(wide.listed).toEqual(sparse.slice(-wide.listed.length));
    expect(wide.floor).toBe(sparse[sparse.length - wide.listed.length - 1]);
  });
});

describe('StreamPosition', () => {
  it('lists what was sent above the floor, and drops what the floor passes', () => {
    const position = new StreamPosition();
    position.merge({ floor: 100, listed: [103] });
    position.add(105);
    position.add(101); // a late commit
    position.add(99); // under the floor: covered by it
    expect(position.toString()).toBe('100_1_2_2');
    expect([101, 103, 105].map((id) => position.has(id))).toEqual([true, true, true]);
    expect(position.has(102)).toBe(false);
    position.settle(103);
    expect(position.toString()).toBe('103_2');
    expect(position.has(103)).toBe(false);
    position.settle(50); // never lowered
    expect(position.toString()).toBe('103_2');
  });

  it('remembers at most MAX_TRACKED ids, the floor rising over the oldest', () => {
    const position = new StreamPosition();
    for (let id = 1; id <= MAX_TRACKED + 10; id += 1) position.add(id);
    expect(position.has(10)).toBe(false);
    expect(position.has(11)).toBe(true);
    const cursor = parseCursor(position.toString())!;
    expect(cursor.listed).toHaveLength(MAX_LISTED);
    expect(cursor.listed.at(-1)).toBe(MAX_TRACKED + 10);
  });
});
