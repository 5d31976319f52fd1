import type { Page } from '@playwright/test';

/** Reads the two local-storage keys that hold the language (spec §3 "Browser storage"). */
export async function storedLanguage(page: Page) {
  return page.evaluate(() => ({
    lang: localStorage.getItem('lang'),
    hisLang: localStorage.getItem('hisLang'),
  }));
}
