import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/**
 * P1: the JavaScript a visitor's browser downloads to show `/`, gzipped: every script
 * response until the network is idle, so lazily loaded chunks the home page needs count too.
 */
export async function measureInitialJs(baseUrl: string): Promise<{ bytes: number; files: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') bodies.push(res.body());
    });
    await page.goto(baseUrl + '/', { waitUntil: 'networkidle' });
    const all = await Promise.all(bodies);
    return { bytes: all.reduce((n, b) => n + gzipSync(b).length, 0), files: all.length };
  } finally {
    await browser.close();
  }
}
