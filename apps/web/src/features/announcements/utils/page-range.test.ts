import { describe, expect, it } from 'vitest';
import { pageRange, type PageItem } from './page-range';

const show = (items: PageItem[]) =>
  items.map((i) => (i.kind === 'gap' ? '…' : String(i.page + 1))).join(' ');

describe('pageRange (spec §9: range 2, margin 0)', () => {
  it('shows every page when there are no more than the range', () => {
    expect(show(pageRange(0, 1))).toBe('1');
    expect(show(pageRange(1, 2))).toBe('1 2');
    expect(pageRange(0, 0)).toEqual([]);
  });

  it('shows two pages around the current one, with gaps where pages are left out', () => {
    expect(show(pageRange(0, 5))).toBe('1 2 …');
    expect(show(pageRange(2, 5))).toBe('… 2 3 …');
    expect(show(pageRange(4, 5))).toBe('… 4 5');
  });

  it('adds margin pages at both ends when asked', () => {
    expect(show(pageRange(5, 10, 2, 1))).toBe('1 … 5 6 … 10');
    expect(show(pageRange(0, 10, 2, 1))).toBe('1 2 … 10');
  });
});
