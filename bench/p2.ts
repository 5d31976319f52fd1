// `npx tsx bench/p2.ts` (after `npm run build`): only P2, Lighthouse on the bar's pages,
// median of 3 runs each (about a minute a page on a quiet 2-core machine), on a fresh
// PGlite data directory. BENCH_DATA_DIR reuses a seeded one; P2_ONLY=/lottery,/help audits
// only those paths.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memberLoginEnv } from './lib/member-session';
import { printResults } from './lib/report';
import { startServer } from './lib/server';
import { lighthouseBars } from './p2-lighthouse';

const port = Number(process.env.BENCH_PORT ?? 3297);
const keptDir = process.env.BENCH_DATA_DIR;
const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), 'openlobby-p2-'));
try {
  const server = await startServer({ port, dataDir, env: memberLoginEnv });
  try {
    printResults(await lighthouseBars(server.url));
  } finally {
    await server.stop();
  }
} finally {
  if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
}
