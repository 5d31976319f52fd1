// `npm run bench`: builds, then prints the quality bars of ../shared/guides/quality-bars.md
// that the code so far can be measured against, as ratios or counts from one run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureInitialJs } from './p1-initial-js';
import { lighthouseBars } from './p2-lighthouse';
import { publicReadBars } from './p5-public-reads';
import { gameListUiBars } from './p3-p4-game-list';
import { withHelloServer } from './p5-throughput';
import { benchDatabaseUrl } from './lib/bench-database';
import { kib, printResults, type BarResult } from './lib/report';
import { agentBars } from './p10-agents';
import { lotteryBars } from './p8-lottery';
import { recordsBars } from './p11-records';
import { pushBars } from './p9-push';
import { startServer } from './lib/server';
import { walletBars } from './wallet';

const port = Number(process.env.BENCH_PORT ?? 3297);
const dataDir = mkdtempSync(join(tmpdir(), 'openlobby-bench-'));
const results: BarResult[] = [];

try {
  // First start applies the migrations and seeds the demo data; P7 is about the starts after it.
  const first = await startServer({ port, dataDir });
  console.log(`first start (migrations + seed): ${first.msToFirstAnswer.toFixed(0)} ms`);
  await first.stop();

  const coldStarts: number[] = [];
  for (let i = 0; i < 3; i++) {
    const s = await startServer({ port, dataDir });
    coldStarts.push(s.msToFirstAnswer);
    await s.stop();
  }
  const p7 = coldStarts.sort((a, b) => a - b)[1] ?? Number.NaN;
  results.push({
    bar: 'P7',
    figure: `cold start to first 200 (median of 3): ${p7.toFixed(0)} ms`,
    target: '<= 2000 ms',
    met: p7 <= 2000,
  });

  const server = await startServer({ port, dataDir });
  try {
    const js = await measureInitialJs(server.url);
    results.push({
      bar: 'P1',
      figure: `initial JS for / gzipped: ${kib(js.bytes)} in ${js.files} files`,
      target: '<= 170 KiB',
      met: js.bytes <= 170 * 1024,
    });

    results.push(
      ...(await withHelloServer(port + 1, (hello) => publicReadBars(server.url, hello))),
    );
    results.push(...(await lighthouseBars(server.url)));
    results.push(...(await gameListUiBars(server.url)));
  } finally {
    await server.stop();
  }
  results.push(...(await walletBars(benchDatabaseUrl())));
  results.push(...(await lotteryBars(benchDatabaseUrl())));
  results.push(...(await agentBars(benchDatabaseUrl())));
  results.push(...(await recordsBars(benchDatabaseUrl())));
  results.push(...(await pushBars(benchDatabaseUrl())));
  printResults(results);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
