import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../..');

export type RunningServer = { url: string; process: ChildProcess; stop: () => Promise<void> };

/** Starts the built server (`apps/server/dist/main.js`) and resolves once it answers. */
export async function startServer(opts: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<RunningServer & { msToFirstAnswer: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(opts.port),
      DATA_DIR: opts.dataDir,
      ...opts.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${opts.port}`;
  let msToFirstAnswer: number;
  try {
    msToFirstAnswer = await waitForOk(`${url}/wps/system/status`, child, started);
  } catch (error) {
    // A server that never answered must not outlive the bench (it would hold the port).
    await stopProcess(child);
    throw error;
  }
  return {
    url,
    process: child,
    msToFirstAnswer,
    stop: () => stopProcess(child),
  };
}

/** Polls a URL every 10 ms until it answers 200; returns the elapsed milliseconds. */
export async function waitForOk(url: string, child: ChildProcess, since: number): Promise<number> {
  // BENCH_START_MS: a loaded machine may need longer than a minute for a first start.
  const deadline = since + Number(process.env.BENCH_START_MS ?? 60_000);
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status === 200) return performance.now() - since;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`no answer from ${url} within ${(deadline - since) / 1000} s`);
}

export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}
