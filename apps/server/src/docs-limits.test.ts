import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import type { Quota } from './lib/quota';
import { agentQuotas } from './modules/agent';
import { contentQuotas } from './modules/content';
import { depositQuotas } from './modules/deposit';
import { gameQuotas } from './modules/games';
import { identityQuotas, LIVE_SESSIONS_PER_MEMBER } from './modules/identity';
import { DEMO_SESSIONS_PER_IP, inHouseQuotas } from './modules/in-house';
import { lotteryQuotas } from './modules/lottery';
import { pointQuotas } from './modules/points';
import { protectionQuotas } from './modules/protection';
import { redEnvelopeQuotas } from './modules/red-envelope';
import { vipQuotas } from './modules/vip';
import { raffleQuotas } from './modules/raffle';
import { walletQuotas } from './modules/wallet';
import { withdrawalQuotas } from './modules/withdrawal';
import { buildTestApp } from './test/build-test-app';
import { routesOf } from './test/route-tree';
import { useTestDatabase } from './test/suite';

const doc = readFileSync(path.resolve(__dirname, '../../../docs/limits.md'), 'utf8');

/** Every module's limits, as the code defines them. */
const quotas: Quota[] = [
  agentQuotas,
  contentQuotas,
  depositQuotas,
  gameQuotas,
  identityQuotas,
  inHouseQuotas,
  lotteryQuotas,
  pointQuotas,
  protectionQuotas,
  redEnvelopeQuotas,
  vipQuotas,
  raffleQuotas,
  walletQuotas,
  withdrawalQuotas,
].flatMap((set) => Object.values(set));

const MiB = 1024 * 1024;
const windows: [number, string][] = [
  [24 * 3600, 'day'],
  [3600, 'hour'],
  [60, 'minute'],
  [1, 'second'],
];
/** "15 minutes", "1 day": how the table writes a window. */
function windowText(seconds: number): string {
  const [size, unit] = windows.find(([s]) => seconds % s === 0)!;
  const n = seconds / size;
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}
const amountText = (q: Quota) => (q.unit === 'bytes' ? `${q.max / MiB} MiB` : String(q.max));

/** The rows of the table under a `## ` heading: cells, without the header and rule rows. */
function tableUnder(heading: string): string[][] {
  const start = doc.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`docs/limits.md has no "## ${heading}"`);
  const end = doc.indexOf('\n## ', start + 1);
  const section = doc.slice(start, end < 0 ? undefined : end);
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

/** `name` cell → the limit's row: at most, per, window. */
const limitRows = new Map(
  tableUnder('Limits').map(([name = '', , max, per, window]) => [
    name.replace(/`/g, ''),
    { max, per, window },
  ]),
);

describe('docs/limits.md and the code define the same limits (S9)', () => {
  it('lists every limit the modules define, with its amount, subject and window', () => {
    const documented = quotas.map((q) => [q.name, limitRows.get(q.name)]);
    const expected = quotas.map((q) => [
      q.name,
      { max: amountText(q), per: q.per, window: windowText(q.seconds) },
    ]);
    expect(documented).toEqual(expected);
  });

  it('documents no limit the code does not have', () => {
    const names = new Set([...quotas.map((q) => q.name), 'demo-session:live']);
    expect([...limitRows.keys()].filter((name) => !names.has(name))).toEqual([]);
    expect(limitRows.get('demo-session:live')).toMatchObject({
      max: String(DEMO_SESSIONS_PER_IP),
      per: 'IP',
    });
    expect(doc).toContain(`keeps at most ${LIVE_SESSIONS_PER_MEMBER} live sessions`);
  });
});

describe('every repeatable write is in docs/limits.md (S9)', () => {
  const database = useTestDatabase('pglite');
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(async () => app?.close());

  it('names each write route a member, visitor or provider can call, limited or bounded', () => {
    const writes = routesOf(app)
      .filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method))
      .filter((r) => !r.url.startsWith('/operator/'))
      .map((r) => `${r.method} ${r.url}`);
    expect(writes.length).toBeGreaterThan(30);
    const named = [...doc.matchAll(/`((?:POST|PUT|PATCH|DELETE) \/[^`]*)`/g)].map((m) => m[1]);
    expect(writes.filter((w) => !named.includes(w))).toEqual([]);
    expect(named.filter((w) => !writes.includes(w!))).toEqual([]);
  });
});
