// P2: Lighthouse mobile performance on `/` and on the 10,000-game list page (the slots list
// holds ~9,000 of them), median of 3 runs each, with its CLS. Lighthouse drives Debian's
// Chromium through chrome-launcher (CHROME_PATH), with its default mobile emulation and
// simulated throttling, as the quality bar says.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { BarResult } from './lib/report';

const runsPerPage = 3;
const pages = [
  { name: '/', path: '/' },
  { name: '/rng (~9,000 games)', path: '/rng' },
] as const;

type Run = { score: number; cls: number };

/** One audit; a run whose trace Chromium failed to record (NO_NAVSTART, seen once in a
 * while on a busy machine) is run again, up to twice, rather than read as a score of 0. */
async function audit(url: string, port: number, attempt = 1): Promise<Run> {
  try {
    return await auditOnce(url, port);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.log(`lighthouse ${url}: ${(error as Error).message}; running it again`);
    return audit(url, port, attempt + 1);
  }
}

async function auditOnce(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    onlyCategories: ['performance'],
    output: 'json',
    logLevel: 'error',
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
  const failed = ['largest-contentful-paint', 'first-contentful-paint'].find(
    (id) => lhr.audits[id]?.errorMessage,
  );
  if (failed) throw new Error(`lighthouse ${failed}: ${lhr.audits[failed]?.errorMessage}`);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
  };
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
    for (const page of pages) {
      const runs: Run[] = [];
      for (let i = 0; i < runsPerPage; i++)
        runs.push(await audit(serverUrl + page.path, chrome.port));
      const score = median(runs.map((r) => r.score));
      const cls = median(runs.map((r) => r.cls));
      console.log(
        `lighthouse ${page.name}: scores ${runs.map((r) => r.score).join(', ')}; ` +
          `CLS ${runs.map((r) => r.cls.toFixed(3)).join(', ')}`,
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
