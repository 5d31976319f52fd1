// P5 for every public read a page load makes (status, vendors, game list, banners,
// announcements, winners, promotions), each against the bare Fastify hello route of the same run, 50
// connections, as a visitor. Ratios, not req/s, are compared: the machine may be shared.
import { apiPaths, contentPaths, rewardPaths } from '@openlobby/contract';
import type { BarResult } from './lib/report';
import { gameListPaths } from './p5-game-list';
import { loadPaths, type Throughput } from './p5-throughput';

/** Each route with the query mixes a page sends (both languages, so no one key wins). */
export const publicReadRoutes: { name: string; paths: readonly string[] }[] = [
  { name: 'status', paths: [apiPaths.systemStatus] },
  {
    name: 'vendors',
    paths: [
      `${apiPaths.newGameVendor}?platform=html5-desktop&language=pt`,
      `${apiPaths.newGameVendor}?platform=html5-desktop&language=en`,
    ],
  },
  { name: 'game list', paths: gameListPaths },
  {
    name: 'banners',
    paths: [
      `${contentPaths.banners}?groupName=w_home&language=pt`,
      `${contentPaths.banners}?groupName=w_home&language=en`,
      `${contentPaths.banners}?groupName=w_login&language=pt`,
    ],
  },
  {
    name: 'announcements',
    paths: [
      `${contentPaths.announcements}?platform=W&language=pt`,
      `${contentPaths.announcements}?platform=W&language=en&execution=B`,
    ],
  },
  {
    name: 'winners',
    paths: [
      `${contentPaths.winners}?gameCategory=ALL&limitNum=20&language=pt`,
      `${contentPaths.winners}?gameCategory=ALL&limitNum=20&language=en`,
    ],
  },
  {
    name: 'promotions',
    paths: [
      `${rewardPaths.publicPromotions}?language=pt`,
      `${rewardPaths.publicPromotions}?language=en`,
    ],
  },
];

/** P5's bar: every route ≥ 30 % of bare hello's req/s with p99 ≤ 50 ms. */
const RATIO = 0.3;
const P99_MS = 50;

export async function publicReadBars(
  serverUrl: string,
  measureHello: () => Promise<Throughput>,
): Promise<BarResult[]> {
  const results: BarResult[] = [];
  for (const route of publicReadRoutes) {
    // Warm-up: each path once on its own (the first game list loads the 10,000-game
    // catalogue, seconds on a loaded machine, which a 5 s load would mostly spend waiting),
    // then a short load that JITs the code.
    for (const path of route.paths) await fetch(`${serverUrl}${path}`).then((r) => r.arrayBuffer());
    await loadPaths(serverUrl, route.paths, 1);
    // Hello just before the route: other work on the machine changes both alike.
    const hello = await measureHello();
    const measured = await loadPaths(serverUrl, route.paths);
    const ratio = measured.reqPerSec / hello.reqPerSec;
    console.log(
      `${route.name}: ${measured.reqPerSec.toFixed(0)} req/s (p99 ${measured.p99Ms} ms), ` +
        `${(ratio * 100).toFixed(0)} % of bare hello (${hello.reqPerSec.toFixed(0)} req/s)`,
    );
    results.push({
      bar: 'P5',
      figure: `${route.name} / bare hello req/s: ${(ratio * 100).toFixed(0)} %, p99 ${measured.p99Ms} ms`,
      target: '>= 30 %, p99 <= 50 ms',
      met: ratio >= RATIO && measured.p99Ms <= P99_MS,
    });
  }
  return results;
}
