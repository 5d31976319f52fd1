import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEST_OPERATOR_TOKEN } from './build-test-app';

const serverDir = path.resolve(import.meta.dirname, '../..');

/** Generous: several processes starting at once on a loaded 2-core machine take a while. */
const START_TIMEOUT_MS = 180_000;

/** `pid` lets a bench read the process's memory and CPU (P8, P9). */
export type ServerProcess = {
  url: string;
  pid: number;
  /** SIGTERM, then resolves once the process has exited. */
  stop: () => Promise<void>;
  process: ChildProcess;
  /** The exit code (null when a signal ended it), once it exits. */
  exited: Promise<number | null>;
};

/** A port nobody listens on right now (the OS picks it; it is free again once closed). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The real server (`src/main.ts` through tsx) as a process of its own on `databaseUrl`:
 * what a scale-out deployment runs, for tests that need several processes (R1). Resolves
 * once it answers the status route.
 */
export async function startServerProcess(
  databaseUrl: string,
  /**
   * Variables of the test's own (SHUTDOWN_GRACE_MS, ...), over the ones below; a PORT of
   * its own when the caller keeps to a range of ports (else the OS picks a free one).
   */
  extraEnv: Record<string, string> = {},
  /** How long it may take to answer (a first start on an unseeded database seeds first). */
  startTimeoutMs = START_TIMEOUT_MS,
): Promise<ServerProcess> {
  const port = extraEnv.PORT ? Number(extraEnv.PORT) : await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'openlobby-proc-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      // The child needs the parent's PATH and Node settings; its configuration is below.
      // eslint-disable-next-line no-restricted-properties
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      OPERATOR_TOKEN: TEST_OPERATOR_TOKEN,
      AGENT_SETTLEMENT_INTERVAL_MS: '0',
      LOTTERY_TICK_MS: '0',
      REBATE_TICK_MS: '0',
      VIP_TICK_MS: '0',
      RAFFLE_TICK_MS: '0',
      POINTS_TICK_MS: '0',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${url}/wps/system/status`, child, startTimeoutMs);
  return { url, pid: child.pid!, stop: () => stop(child), process: child, exited };
}

async function waitUntilAnswering(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server process exited (${child.exitCode})`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server process at ${url} did not answer within ${timeoutMs} ms`);
}

function stop(child: ChildProcess): Promise<void> {
  // Exited, or killed by a signal (a test's SIGKILL): no 'exit' is coming any more.
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}
