import type { Language } from '@openlobby/contract/language';
import { intlLocales } from './intl-locales';

/**
 * Loads the browser's locale data on a worker thread while the page's scripts and data
 * are still arriving, so the first render (which formats the jackpot, winners and the
 * balance) does not pay for it on the main thread (P2 total blocking time). Where workers
 * are missing (tests, old browsers) nothing happens: the first formatter then pays, as
 * before.
 */
export function warmIntlOffMainThread(language: Language): void {
  if (typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), {
      type: 'module',
    });
    worker.postMessage(intlLocales[language]);
  } catch {
    // A blocked worker only loses the head start.
  }
}
