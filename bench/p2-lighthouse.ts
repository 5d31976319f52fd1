// P2: Lighthouse mobile performance on the bar's pages (`/`, the 10,000-game list page
// `/rng` whose slots list holds ~9,000 of them, `/live`, `/promotions`, `/help`, `/down`,
// and `/lottery` logged in), median of 3 runs each, with its CLS. Lighthouse drives
// Debian's Chromium through chrome-launcher (CHROME_PATH), with its default mobile
// emulation and simulated throttling, as the quality bar says. The logged-in page is
// audited in a tab whose every new document starts with the member's session token in
// session storage, where the web app keeps it; Lighthouse still clears the cache and the
// storage before each run. P2_REPORT_DIR=<dir> keeps each run's report (JSON) there;
// P2_BLOCK=<pattern>,… blocks the requests it matches (e.g. '*/img/*'), to see what they cost.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { memberHintCookieName } from '@openlobby/contract/routes';
import { memberToken } from './lib/member-session';
import type { BarResult } from './lib/report';

const runsPerPage = 3;
type AuditedPage = { name: string; path: string; member?: { username: string; password: string } };
const pages: readonly AuditedPage[] = [
  { name: '/', path: '/' },
  { name: '/rng (~9,000 games)', path: '/rng' },
  { name: '/live', path: '/live' },
  { name: '/promotions', path: '/promotions' },
  { name: '/help', path: '/help' },
  { name: '/down', path: '/down' },
  {
    name: '/lottery (demo_player)',
    path: '/lottery',
    member: { username: 'demo_player', password: 'Player#2026' },
  },
];

/** A run's score, its CLS, and the timings the score is made of (ms, simulated mobile). */
type Run = {
  score: number;
  cls: number;
  fcp: number;
  lcp: number;
  tbt: number;
  si: number;
  /** The LCP element and its phases (TTFB, load delay, load time, render delay), as printed. */
  lcpElement: string;
};

/** Lighthouse's LCP element audit as one line: which node, and where its time went. */
function describeLcpElement(audit: unknown): string {
  type Table = { items?: Array<Record<string, unknown>> };
  const tables = (audit as { details?: { items?: Table[] } } | undefined)?.details?.items ?? [];
  const node = tables[0]?.items?.[0]?.node as { snippet?: string; nodeLabel?: string } | undefined;
  const phases = (tables[1]?.items ?? [])
    .map((row) => `${String(row.phase)} ${Math.round(Number(row.timing))}`)
    .join(', ');
  const label = node?.nodeLabel ? ` "${node.nodeLabel.slice(0, 60)}"` : '';
  return `${node?.snippet?.slice(0, 120) ?? '?'}${label} (${phases})`;
}

/** One audit; a run whose trace Chromium failed to record (NO_NAVSTART, seen once in a
 * while on a busy machine) is run again, up to twice, rather than read as a score of 0. */
async function audit(url: string, port: number, page?: Page, attempt = 1): Promise<Run> {
  try {
    return await auditOnce(url, port, page);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.log(`lighthouse ${url}: ${(error as Error).message}; running it again`);
    return audit(url, port, page, attempt + 1);
  }
}

async function auditOnce(url: string, port: number, page?: Page): Promise<Run> {
  const result = await lighthouse(
    url,
    {
      port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
      ...(process.env.P2_BLOCK ? { blockedUrlPatterns: process.env.P2_BLOCK.split(',') } : {}),
      // A member's tab: its browser carries the member hint the app sets at login (ADR 057),
      // which Lighthouse's storage reset clears with the cookies before each audit.
      ...(page ? { extraHeaders: { cookie: `${memberHintCookieName}=1` } } : {}),
    },
    undefined,
    page,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
  const failed = ['largest-contentful-paint', 'first-contentful-paint'].find(
    (id) => lhr.audits[id]?.errorMessage,
  );
  if (failed) throw new Error(`lighthouse ${failed}: ${lhr.audits[failed]?.errorMessage}`);
  // P2_REPORT_DIR=<dir>: each run's whole report, to read its long tasks and bootup time.
  const reportDir = process.env.P2_REPORT_DIR;
  if (reportDir) {
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(join(reportDir, name), JSON.stringify(lhr));
  }
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    fcp: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    si: lhr.audits['speed-index']?.numericValue ?? Number.NaN,
    lcpElement: describeLcpElement(lhr.audits['largest-contentful-paint-element']),
  };
}

/** A tab of the audited Chromium in which every new document starts logged in as `member`. */
async function memberTab(
  serverUrl: string,
  port: number,
  member: { username: string; password: string },
): Promise<Page> {
  const token = await memberToken(serverUrl, member.username, member.password);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const tab = await browser.newPage();
  await tab.evaluateOnNewDocument((t: string) => sessionStorage.setItem('token', t), token);
  return tab;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

export async function lighthouseBars(serverUrl: string): Promise<BarResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const results: BarResult[] = [];
    // P2_ONLY=/lottery,/help audits only those paths (a check of one page takes minutes).
    const only = process.env.P2_ONLY?.split(',');
    for (const page of pages.filter((p) => !only || only.includes(p.path))) {
      const tab = page.member ? await memberTab(serverUrl, chrome.port, page.member) : undefined;
      const runs: Run[] = [];
      for (let i = 0; i < runsPerPage; i++)
        runs.push(await audit(serverUrl + page.path, chrome.port, tab));
      await tab?.close();
      const score = median(runs.map((r) => r.score));
      const cls = median(runs.map((r) => r.cls));
      console.log(
        `lighthouse ${page.name}: scores ${runs.map((r) => r.score).join(', ')}; ` +
          `CLS ${runs.map((r) => r.cls.toFixed(3)).join(', ')}; median FCP ` +
          `${median(runs.map((r) => r.fcp)).toFixed(0)} ms, LCP ` +
          `${median(runs.map((r) => r.lcp)).toFixed(0)} ms, TBT ` +
          `${median(runs.map((r) => r.tbt)).toFixed(0)} ms, Speed Index ` +
          `${median(runs.map((r) => r.si)).toFixed(0)} ms; LCP element ` +
          runs[runs.length - 1]!.lcpElement,
      );
      results.push({
        bar: 'P2',
        figure: `${page.name}: performance ${score}, CLS ${cls.toFixed(3)}`,
        target: '>= 95, CLS <= 0.05',
        met: score >= 95 && cls <= 0.05,
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
