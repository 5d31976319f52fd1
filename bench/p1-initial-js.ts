import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from 'playwright-core';
import { kib, type BarResult } from './lib/report';

/** P1's budget: the JavaScript of a first load, gzipped. */
export const initialJsBudget = 170 * 1024;

/**
 * The public routes whose first load P1 judges (packages/contract/src/routes.ts): every
 * page a visitor can open, one path each (the aliases of `/` and the routes that need a
 * session, which send a visitor to /login, left out). `/login` and `/register` are the home
 * page with their dialog open.
 */
export const publicRoutes = [
  '/',
  '/login',
  '/register',
  '/down',
  '/help',
  '/cockfight',
  '/sports',
  '/esports',
  '/rng',
  '/live',
  '/fish',
  '/pvp',
  '/inHouse',
  '/hot',
  '/promotions',
  '/seamless',
  '/sponsor',
  '/description',
  '/agentHome',
  '/u9w',
  '/gameListCenter/lott/lottery',
] as const;

/** How long no new script must arrive before a load counts as finished. */
const SETTLE_MS = 1500;

function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
}

/**
 * P1: the JavaScript a visitor's browser downloads on a first load of `path` (a fresh
 * browser context: nothing cached), gzipped: every script response until the network is
 * idle and then quiet for SETTLE_MS, so lazily loaded chunks the page needs count too.
 * `P1_FILES=1` lists each file's gzipped size.
 */
async function measure(
  browser: Browser,
  baseUrl: string,
  path: string,
): Promise<{ bytes: number; files: number }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const bodies: Promise<{ url: string; body: Buffer | null }>[] = [];
    const onResponse = (res: Response) => {
      // A body the page no longer holds (a navigation dropped it) counts as none.
      if (res.request().resourceType() === 'script') {
        bodies.push(
          res.body().then(
            (body) => ({ url: res.url(), body }),
            () => ({ url: res.url(), body: null }),
          ),
        );
      }
    };
    page.on('response', onResponse);
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    // Network idle (500 ms without a request) can come between the shell and a route's lazy
    // chunks on a busy machine: wait until no script has arrived for SETTLE_MS.
    for (let seen = -1; seen !== bodies.length;) {
      seen = bodies.length;
      await page.waitForTimeout(SETTLE_MS);
    }
    page.off('response', onResponse);
    const all = (await Promise.all(bodies)).filter(
      (b): b is { url: string; body: Buffer } => b.body !== null,
    );
    const sized = all.map((b) => ({ url: new URL(b.url).pathname, gz: gzipSync(b.body).length }));
    if (process.env.P1_FILES) {
      for (const f of sized.sort((a, b) => b.gz - a.gz))
        console.log(`  ${path} ${kib(f.gz)} ${f.url}`);
    }
    return { bytes: sized.reduce((n, f) => n + f.gz, 0), files: sized.length };
  } finally {
    await context.close();
  }
}

/** P1 on every public route's first load: one line each, with its share of the budget. */
export async function initialJsBars(baseUrl: string): Promise<BarResult[]> {
  const browser = await launch();
  try {
    const results: BarResult[] = [];
    for (const path of publicRoutes) {
      const js = await measure(browser, baseUrl, path);
      const share = Math.round((js.bytes / initialJsBudget) * 100);
      results.push({
        bar: 'P1',
        figure: `initial JS ${path}: ${kib(js.bytes)} (${share} %) in ${js.files} files`,
        target: '<= 170 KiB',
        met: js.bytes <= initialJsBudget,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
