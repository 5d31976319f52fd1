import { describe, expect, it } from 'vitest';
import { SettleHorizon } from './horizon';

describe('SettleHorizon', () => {
  it('is the highest id notified at least the window ago', () => {
    let now = 0;
    const horizon = new SettleHorizon(10_000, () => now);
    expect(horizon.value()).toBe(0);
    horizon.notified(100);
    now = 500;
    horizon.notified(105);
    horizon.notified(103); // committed after 105: the highest stays 105
    now = 9_999;
    expect(horizon.value()).toBe(0);
    now = 10_000;
    expect(horizon.value()).toBe(100);
    now = 10_499;
    expect(horizon.value()).toBe(100);
    now = 10_500;
    expect(horizon.value()).toBe(105);
    now = 60_000;
    expect(horizon.value()).toBe(105);
  });

  it('samples one entry per bucket, stamped with its last NOTIFY', () => {
    let now = 0;
    const horizon = new SettleHorizon(1_000, () => now, 100);
    for (let id = 1; id <= 50; id += 1) {
      now = id; // 50 NOTIFYs within one bucket
      horizon.notified(id);
    }
    now = 1_049;
    // The bucket's first id is older than the window, but not all of the bucket: none counts.
    expect(horizon.value()).toBe(0);
    now = 1_050;
    expect(horizon.value()).toBe(50);
  });

  it('keeps the timeline to the window however many NOTIFYs come', () => {
    let now = 0;
    const horizon = new SettleHorizon(1_000, () => now, 100);
    for (let id = 1; id <= 100_000; id += 1) {
      now = id / 10; // 10,000 s of NOTIFYs
      horizon.notified(id);
    }
    const timeline = (horizon as unknown as { timeline: unknown[] }).timeline;
    expect(timeline.length).toBeLessThanOrEqual(11);
    expect(horizon.value()).toBeGreaterThanOrEqual(100_000 - 10 * 1_100);
  });
});
