import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eServerAt, e2eWorkers } from './support/server';

/**
 * End-to-end tests drive Debian's Chromium (browser downloads do not work here) against the
 * production build served by the real server on a fresh embedded database. Tests change
 * site-wide settings (maintenance, region), so each worker has a server of its own (its own
 * port, data directory and OpenID provider port) and talks only to it (support/server.ts,
 * ADR 005): two workers and two servers, or E2E_WORKERS of each (1: the old one-at-a-time
 * run). The tests of one file stay in order on one worker; the files are shared out.
 */
const servers = Array.from({ length: e2eWorkers }, (_, index) => e2eServerAt(index));
// One directory for the run's databases (server i's under `server-i`), removed by the
// teardown. The config is read again in every worker: they inherit the runner's variable
// instead of each making a directory nothing uses.
process.env.E2E_DATA_ROOT ??= mkdtempSync(join(tmpdir(), 'openlobby-e2e-'));
const dataRoot = process.env.E2E_DATA_ROOT;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  workers: e2eWorkers,
  fullyParallel: false,
  forbidOnly: true,
  globalTeardown: './support/remove-data.ts',
  // A journey that registers a member runs the operator command twice (a tsx start each) and
  // hashes a password: about 20 s on a quiet 2-core machine, so 30 s left too little margin.
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Visual regression (e2e/a11y/screens.spec.ts, ADR 043): at most 1 % of the pixels may differ, each by
    // more than the default colour threshold; animations stopped, the caret hidden.
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide' },
  },
  // One baseline per screen for every machine: CI and the developers run the same Debian
  // Chromium, so the file name carries no platform or project suffix.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  reporter: process.env.CI ? [['list'], ['github']] : [['list']],
  // The agent journey's settlement needs its 5-minute real-time period to end: it runs
  // after the rest of the suite, by which time the period has ended, instead of waiting.
  // It goes on on the server the agent-centre spec ran on, whichever worker's that was
  // (the journey names its server: agent/support.ts).
  projects: [
    { name: 'site', testIgnore: '**/agent/agent-settlement.spec.ts' },
    {
      name: 'after the site',
      testMatch: '**/agent/agent-settlement.spec.ts',
      dependencies: ['site'],
    },
  ],
  outputDir: resolve(import.meta.dirname, '../test-results'),
  use: {
    // No baseURL here: support/fixtures.ts gives each worker its own server's.
    locale: 'pt-BR',
    // The suite is CPU-bound on 2 cores: the home page's endless notice marquee kept
    // Chromium compositing frames (a quarter of a core while a test waited on it). The
    // players who prefer reduced motion get a still page, and so do the tests; the home and
    // screenshot specs keep the default motion.
    reducedMotion: 'reduce',
    timezoneId: 'America/Sao_Paulo',
    // Recording a trace (screencast and DOM snapshots) cost a third of the suite's time, for
    // every passing test. E2E_TRACE=retain-on-failure keeps one for each failing test.
    trace: (process.env.E2E_TRACE as 'retain-on-failure' | undefined) ?? 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: servers.map((server, index) => ({
    command: 'node apps/server/dist/main.js',
    cwd: resolve(import.meta.dirname, '..'),
    url: `${server.url}/wps/system/status`,
    reuseExistingServer: false,
    // A first start creates the embedded database, migrates and seeds the demo site (P7
    // times it); on a loaded 2-core machine that passed 60 s, which failed the whole run.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(server.port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataRoot, `server-${index}`),
      LOG_LEVEL: 'warn',
      OPERATOR_TOKEN: server.operatorToken,
      // The specs read SMS codes and mails the way a developer does (operator outbox).
      OPERATOR_OUTBOX: 'true',
      // Bills are paid by the operator command the agent journey runs, so what it prints
      // is exact; the scheduler has its own tests.
      AGENT_SETTLEMENT_INTERVAL_MS: '0',
      // A round earns its points as soon as the operator runs the accrual (ADR 036): the
      // points-mall journey does not wait out the minute a round normally rests first.
      POINTS_SETTLE_MS: '0',
      // The one-minute reality check (ADR 033): the journey sees the check in a minute.
      REALITY_CHECK_TEST_INTERVAL: 'true',
      COUNTRY_HEADER: server.countryHeader,
      // X-Forwarded-For from this machine stands for another network (new-IP verification).
      TRUST_PROXY: '127.0.0.1',
      // Social sign-in against the local OpenID provider a spec starts (support/oidc-provider.ts).
      PUBLIC_URL: server.url,
      GOOGLE_OIDC_ISSUER: server.oidc.issuer,
      GOOGLE_CLIENT_ID: server.oidc.clientId,
      GOOGLE_CLIENT_SECRET: server.oidc.clientSecret,
    },
  })),
});
