// `npx tsx bench/p5.ts` (after `npm run build`): only P5, every public read route against
// the bare hello route of the same run, on a fresh PGlite data directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printResults } from './lib/report';
import { startServer } from './lib/server';
import { publicReadBars } from './p5-public-reads';
import { withHelloServer } from './p5-throughput';

const port = Number(process.env.BENCH_PORT ?? 3297);
// BENCH_DATA_DIR reuses a seeded data directory (a first start may pass 60 s on a loaded machine).
const keptDir = process.env.BENCH_DATA_DIR;
const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), 'openlobby-p5-'));
try {
  const server = await startServer({ port, dataDir });
  try {
    printResults(await withHelloServer(port + 1, (hello) => publicReadBars(server.url, hello)));
  } finally {
    await server.stop();
  }
} finally {
  if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
}
