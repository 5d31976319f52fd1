import { describe, expect, it, vi } from 'vitest';

describe('lazy strings that arrive before i18next starts (ADR 056)', () => {
  it("are added when it starts, so a first page's first render has them", async () => {
    // A fresh module: the test setup has already started the shared instance.
    vi.resetModules();
    const fresh = await import('./i18n');
    expect(fresh.i18n.isInitialized).toBeFalsy();

    // The lottery page's chunk loads its strings beside the app's own, before the start.
    await fresh.loadLazyStrings('lottery', 'en');
    expect(fresh.hasLazyStrings('lottery', 'en')).toBe(true);

    fresh.initI18n('en', { common: { close: 'Close' } });
    expect(fresh.i18n.t('lottery.menu')).toBe('Lottery games');
    expect(fresh.i18n.t('common.close')).toBe('Close');
    // Loaded once: asking again neither downloads nor adds them twice.
    await fresh.loadLazyStrings('lottery', 'en');
    expect(fresh.i18n.t('lottery.menu')).toBe('Lottery games');
  });

  it('are added at once when i18next is already running', async () => {
    vi.resetModules();
    const fresh = await import('./i18n');
    fresh.initI18n('en', {});
    expect(fresh.i18n.exists('lottery.menu')).toBe(false);
    await fresh.loadLazyStrings('lottery', 'en');
    expect(fresh.i18n.t('lottery.menu')).toBe('Lottery games');
  });
});
