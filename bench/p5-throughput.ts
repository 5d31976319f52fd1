import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { repoRoot, stopProcess, waitForOk } from './lib/server';

export type Throughput = { reqPerSec: number; p99Ms: number };

/**
 * What every browser sends: the site's visitors are browsers, so the load asks as they do
 * (a server that compresses answers them in fewer bytes).
 */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** Loads one URL with 50 connections for a few seconds (autocannon, in this process). */
export async function load(url: string, seconds = 5): Promise<Throughput> {
  const result = await autocannon({
    url,
    connections: 50,
    duration: seconds,
    headers: BROWSER_HEADERS,
  });
  return { reqPerSec: result.requests.average, p99Ms: result.latency.p99 };
}

/**
 * Loads several paths of one server with 50 connections, each connection cycling through
 * them. Any non-2xx answer fails the run: an error page is not throughput.
 */
export async function loadPaths(
  baseUrl: string,
  paths: readonly string[],
  seconds = 5,
): Promise<Throughput> {
  const result = await autocannon({
    url: baseUrl,
    connections: 50,
    duration: seconds,
    requests: paths.map((path) => ({ method: 'GET', path, headers: BROWSER_HEADERS })),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { reqPerSec: result.requests.average, p99Ms: result.latency.p99 };
}

/**
 * P5's baseline: a bare Fastify hello route, in its own process like the site's server,
 * running while `use` runs, which may measure it as often as it likes: on a machine shared
 * with other work, a route is best compared with a hello measured just before it.
 */
export async function withHelloServer<T>(
  port: number,
  use: (measureHello: () => Promise<Throughput>) => Promise<T>,
): Promise<T> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/lib/hello-server.ts', String(port)],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}/hello`;
  try {
    await waitForOk(url, child, performance.now());
    await load(url, 1); // warm-up
    return await use(() => load(url));
  } finally {
    await stopProcess(child);
  }
}
