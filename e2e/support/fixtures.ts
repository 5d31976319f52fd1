import { createHash } from 'node:crypto';
import { test as playwrightTest, type Browser, type Page } from '@playwright/test';
import { e2eServer } from './server';

/** Reads the two local-storage keys that hold the language (spec §3 "Browser storage"). */
export async function storedLanguage(page: Page) {
  return page.evaluate(() => ({
    lang: localStorage.getItem('lang'),
    hisLang: localStorage.getItem('hisLang'),
  }));
}

/**
 * The visitor address a test browses from: one of its own per test, sent as X-Forwarded-For
 * (the e2e server trusts it from this machine). Login throttles and the captcha after three
 * failures count per address, as they would on the internet, so tests must not share one.
 */
export function visitorIp(testId: string): string {
  const digest = createHash('sha256').update(testId).digest();
  return `198.18.${digest[0]}.${(digest[1]! % 254) + 1}`;
}

/**
 * The site's announcement popups (ADR 012) cover the page for visitors and members alike,
 * once per session. Specs about other things browse as someone who already closed them:
 * every browser context starts with the closed flags in session storage. A spec about the
 * popups opts out with `test.use({ sitePopups: true })`.
 */
function closePopupsInEveryContext(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    await context.addInitScript(() => {
      for (const audience of ['A', 'B', 'F'])
        sessionStorage.setItem(`popupClosed:${audience}`, '1');
    });
    return context;
  };
}

/**
 * Playwright's test against this worker's own server (support/server.ts): its pages and
 * requests resolve relative URLs there. For a spec that needs the browser's own address
 * (system-status.spec.ts: the region block shows it); the rest use `test` below.
 */
export const serverTest = playwrightTest.extend({
  // Read at each test, not when the config loads: the worker decides the server.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    await use(e2eServer.url);
  },
});

/** Playwright's test on this worker's server, with every page browsing from the test's own address. */
export const test = serverTest.extend<object, { sitePopups: boolean }>({
  sitePopups: [false, { option: true, scope: 'worker' }],
  browser: [
    async ({ browser, sitePopups }, use) => {
      if (!sitePopups) closePopupsInEveryContext(browser);
      await use(browser);
    },
    { scope: 'worker' },
  ],
  page: async ({ page }, use, testInfo) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitorIp(testInfo.testId) });
    await use(page);
  },
});

export { expect } from '@playwright/test';
