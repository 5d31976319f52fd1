import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ChunkLoadError,
  PageLoadTimeoutError,
  scriptLoadTimeoutMs,
  withTimeout,
} from './lazy-page';

describe('withTimeout (spec §9 script load timeout)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives up after 120 seconds with a page-load timeout', async () => {
    const pending = withTimeout(() => new Promise<never>(() => {}));
    const outcome = expect(pending).rejects.toBeInstanceOf(PageLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(scriptLoadTimeoutMs - 1);
    let settled = false;
    pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(scriptLoadTimeoutMs).toBe(120_000);
  });

  it('resolves with the module when it arrives in time', async () => {
    const pending = withTimeout(
      () => new Promise<string>((resolve) => setTimeout(() => resolve('page'), 1000)),
    );
    await vi.advanceTimersByTimeAsync(1000);
    await expect(pending).resolves.toBe('page');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('turns a failed import into a chunk-load error', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    await expect(withTimeout(() => Promise.reject(cause))).rejects.toMatchObject({
      name: 'ChunkLoadError',
      cause,
    });
    await expect(withTimeout(() => Promise.reject(cause))).rejects.toBeInstanceOf(ChunkLoadError);
  });
});
