import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App, type BuildAppOptions } from '../app';
import type { Database } from '../db/client';
import { loadEnv } from '../env';
import { defaultSettingRows } from '../modules/settings/defaults';
import { systemSetting, vendor, vendorCategory } from '../db/schema';

export const TEST_OPERATOR_TOKEN = 'test-operator-token-0123456789abcdef';

/**
 * Builds the real app on the given database, with a throw-away DATA_DIR and no web build
 * (integration tests must not depend on it). `env` overrides any variable.
 */
export async function buildTestApp(
  database: Database,
  env: Record<string, string> = {},
  /** Extra routes for a test, registered before the app is ready. */
  configure?: (app: App) => void,
  /** A logger (tests that read log lines) or readiness checks of the test's own. */
  options: Pick<BuildAppOptions, 'logger' | 'readinessChecks'> = {},
): Promise<App> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'openlobby-test-'));
  const app = await buildApp({
    env: loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      OPERATOR_TOKEN: TEST_OPERATOR_TOKEN,
      // Tests settle when they mean to; a background tick would race their assertions.
      AGENT_SETTLEMENT_INTERVAL_MS: '0',
      LOTTERY_TICK_MS: '0',
      REBATE_TICK_MS: '0',
      VIP_TICK_MS: '0',
      RAFFLE_TICK_MS: '0',
      POINTS_TICK_MS: '0',
      PUSH_PRUNE_TICK_MS: '0',
      ...env,
    }),
    database,
    logger: options.logger ?? false,
    readinessChecks: options.readinessChecks,
  });
  configure?.(app);
  await app.ready();
  return app;
}

/** Puts settings and the catalogue back to the seeded state between tests of one file. */
export async function resetToSeed(app: App): Promise<void> {
  for (const row of defaultSettingRows()) {
    await app.db
      .insert(systemSetting)
      .values(row)
      .onConflictDoUpdate({ target: systemSetting.key, set: { value: row.value } });
  }
  await app.db.update(vendorCategory).set({ enabled: true });
  await app.db.update(vendor).set({ enabled: true });
  await app.invalidation.publish('operator-change');
}

export const operatorHeaders = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };
