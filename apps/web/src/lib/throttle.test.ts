import { describe, expect, it } from 'vitest';
import { createKeyedThrottle, createThrottle } from './throttle';

describe('createThrottle', () => {
  it('allows the first call of each window and drops the rest', () => {
    let now = 0;
    const allow = createThrottle(1000, () => now);
    expect(allow()).toBe(true);
    now = 500;
    expect(allow()).toBe(false);
    now = 999;
    expect(allow()).toBe(false);
    now = 1000;
    expect(allow()).toBe(true);
    now = 1500;
    expect(allow()).toBe(false);
  });
});

describe('createKeyedThrottle', () => {
  it('throttles each key on its own and never runs a dropped call later', () => {
    let now = 0;
    const allow = createKeyedThrottle(1000, () => now);
    expect(allow(7)).toBe(true);
    expect(allow(7)).toBe(false);
    // Another game is not held back by the first one's window.
    expect(allow(8)).toBe(true);
    now = 999;
    expect(allow(7)).toBe(false);
    now = 1000;
    expect(allow(7)).toBe(true);
    expect(allow(8)).toBe(true);
    now = 1001;
    expect(allow(8)).toBe(false);
  });

  it('does not extend the window when dropped calls keep coming', () => {
    let now = 0;
    const allow = createKeyedThrottle(1000, () => now);
    expect(allow('a')).toBe(true);
    for (now = 100; now < 1000; now += 100) expect(allow('a')).toBe(false);
    now = 1000;
    expect(allow('a')).toBe(true);
  });
});
