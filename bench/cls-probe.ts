// Layout-shift probe (issue 19, P2): loads each P2 page at a phone and a desk width, as a
// visitor and as the demo member, and prints the CLS with the nodes that moved. Usage:
//   CLS_URL=http://127.0.0.1:3371 npx tsx bench/cls-probe.ts
import { chromium } from 'playwright-core';
import { memberToken } from './lib/member-session';

const baseUrl = process.env.CLS_URL ?? 'http://127.0.0.1:3371';
const paths = (process.env.CLS_ONLY ?? '/,/rng,/live,/promotions,/help,/down,/lottery').split(',');
const sizes = [
  { width: 412, height: 823 },
  { width: 1366, height: 900 },
];

type Shift = { value: number; sources: string[] };

async function main() {
  const token = await memberToken(baseUrl, 'demo_player', 'Player#2026');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    for (const who of (process.env.CLS_WHO ?? 'visitor,member').split(',') as (
      'visitor' | 'member'
    )[]) {
      for (const size of sizes) {
        for (const path of paths) {
          const context = await browser.newContext({ viewport: size, deviceScaleFactor: 1 });
          const page = await context.newPage();
          await page.addInitScript(
            ([t, member]) => {
              if (member) sessionStorage.setItem('token', t);
              const shifts: Shift[] = [];
              (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries() as unknown as {
                  value: number;
                  hadRecentInput: boolean;
                  sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[];
                }[]) {
                  if (entry.hadRecentInput) continue;
                  shifts.push({
                    value: entry.value,
                    sources: entry.sources.map((s) => {
                      const el = s.node instanceof Element ? s.node : s.node?.parentElement;
                      const name = el
                        ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(el.className).split(' ').slice(0, 2).join('.')}`
                        : '?';
                      const p = s.previousRect;
                      const c = s.currentRect;
                      return `${name} (${p.x},${p.y},${p.width}x${p.height})->(${c.x},${c.y},${c.width}x${c.height})`;
                    }),
                  });
                }
              }).observe({ type: 'layout-shift', buffered: true });
            },
            [token, who === 'member'] as const,
          );
          await page.goto(baseUrl + path, { waitUntil: 'load' });
          await page.waitForTimeout(4000);
          const shifts = await page.evaluate(
            () => (window as unknown as { __shifts: Shift[] }).__shifts,
          );
          const cls = shifts.reduce((a, s) => a + s.value, 0);
          console.log(`${who} ${size.width} ${path} CLS=${cls.toFixed(3)}`);
          if (process.env.CLS_VERBOSE || cls > 0.001)
            for (const s of shifts)
              console.log(`   ${s.value.toFixed(3)} ${s.sources.join(' | ')}`);
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
