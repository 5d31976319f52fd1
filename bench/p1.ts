// `npx tsx bench/p1.ts` (after `npm run build`): only P1, the initial JavaScript of every
// public route's first load, on a fresh PGlite data directory. BENCH_DATA_DIR reuses a
// seeded one (a first start may pass 60 s on a loaded machine).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printResults } from './lib/report';
import { startServer } from './lib/server';
import { initialJsBars } from './p1-initial-js';

const port = Number(process.env.BENCH_PORT ?? 3297);
const keptDir = process.env.BENCH_DATA_DIR;
const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), 'openlobby-p1-'));
try {
  const server = await startServer({ port, dataDir });
  try {
    printResults(await initialJsBars(server.url));
  } finally {
    await server.stop();
  }
} finally {
  if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
}
