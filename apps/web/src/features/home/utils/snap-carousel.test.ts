import { describe, expect, it } from 'vitest';
import { indexFromScroll, stepIndex } from './snap-carousel';

describe('indexFromScroll', () => {
  it('rounds to the nearest slide start', () => {
    expect(indexFromScroll(0, 300, 4)).toBe(0);
    expect(indexFromScroll(149, 300, 4)).toBe(0);
    expect(indexFromScroll(151, 300, 4)).toBe(1);
    expect(indexFromScroll(600, 300, 4)).toBe(2);
  });

  it('stays within the slides, also right to left', () => {
    expect(indexFromScroll(5000, 300, 4)).toBe(3);
    expect(indexFromScroll(-600, 300, 4)).toBe(2);
  });

  it('is 0 before anything is laid out', () => {
    expect(indexFromScroll(100, 0, 4)).toBe(0);
    expect(indexFromScroll(100, 300, 0)).toBe(0);
  });
});

describe('stepIndex', () => {
  it('wraps around one slide at a time for the banners', () => {
    expect(stepIndex(0, 1, 4, { loop: true })).toBe(1);
    expect(stepIndex(3, 1, 4, { loop: true })).toBe(0);
    expect(stepIndex(0, -1, 4, { loop: true })).toBe(3);
  });

  it('moves hot games 4 at a time and stops at the last full view of 5', () => {
    const hot = { perView: 5 };
    expect(stepIndex(0, 4, 12, hot)).toBe(4);
    expect(stepIndex(4, 4, 12, hot)).toBe(7);
    expect(stepIndex(7, 4, 12, hot)).toBe(7);
    expect(stepIndex(7, -4, 12, hot)).toBe(3);
    expect(stepIndex(3, -4, 12, hot)).toBe(0);
  });

  it('reaches the last full view before wrapping', () => {
    expect(stepIndex(4, 4, 12, { perView: 5, loop: true })).toBe(7);
    expect(stepIndex(7, 4, 12, { perView: 5, loop: true })).toBe(0);
  });

  it('copes with fewer slides than fit and with no slides', () => {
    expect(stepIndex(0, 4, 3, { perView: 5 })).toBe(0);
    expect(stepIndex(0, 1, 1, { loop: true })).toBe(0);
    expect(stepIndex(2, 1, 0, { loop: true })).toBe(0);
  });
});
