import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { startServerProcess, type ServerProcess } from './server-process';

/**
 * The deployment of `deploy/` (ADR 034) as processes: four `main.ts` instances and Debian's
 * HAProxy with `deploy/haproxy.cfg`, on the machine's PostgreSQL and Redis. Containers
 * cannot run here, so the tests and the P12 bench run this, and `deploy.test.ts` keeps
 * `deploy/docker-compose.yml` in step with it.
 */

export const deployDir = path.resolve(import.meta.dirname, '../../../../deploy');
export const haproxyConfig = path.join(deployDir, 'haproxy.cfg');
export const composeFile = path.join(deployDir, 'docker-compose.yml');
export const HAPROXY = '/usr/sbin/haproxy';
export const haproxyInstalled = () => existsSync(HAPROXY);

/** The compose file's services that run the site, in the order haproxy.cfg lists them. */
export const INSTANCE_SERVICES = ['app1', 'app2', 'app3', 'app4'] as const;

/**
 * What the compose file gives every instance that holds on any machine (not its hosts,
 * ports or secrets): the process topology starts its instances with these same values.
 */
export const PORTABLE_SETTINGS = [
  'TRUST_PROXY',
  'SHUTDOWN_GRACE_MS',
  'DATABASE_POOL_SIZE',
] as const;

export type ComposeService = {
  image?: string;
  build?: { context?: string; dockerfile?: string };
  environment?: Record<string, string | number | boolean>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition?: string }>;
  healthcheck?: { test?: string[] };
};
export type Compose = { services: Record<string, ComposeService> };

/** The compose file, its `<<:` merges applied as Docker Compose applies them. */
export function readCompose(): Compose {
  return parse(readFileSync(composeFile, 'utf8'), { merge: true }) as Compose;
}

/** The instances' portable settings, read from the compose file's first instance. */
export function instanceSettings(compose: Compose = readCompose()): Record<string, string> {
  const env = compose.services[INSTANCE_SERVICES[0]]?.environment ?? {};
  return Object.fromEntries(
    PORTABLE_SETTINGS.map((name) => {
      const value = env[name];
      if (value === undefined) throw new Error(`${composeFile}: app1 has no ${name}`);
      return [name, String(value)];
    }),
  );
}

/** Four (or `ports.length`) instances on one database and one Redis, as the compose runs them. */
export function startInstances(
  databaseUrl: string,
  redisUrl: string,
  ports: readonly number[],
  extraEnv: Record<string, string> = {},
  startTimeoutMs?: number,
): Promise<ServerProcess[]> {
  const settings = instanceSettings();
  return Promise.all(
    ports.map((port) =>
      startServerProcess(
        databaseUrl,
        {
          ...settings,
          REDIS_URL: redisUrl,
          PORT: String(port),
          ...extraEnv,
        },
        startTimeoutMs,
      ),
    ),
  );
}

export type Proxy = { url: string; stop: () => Promise<void>; process: ChildProcess };

/**
 * HAProxy with `deploy/haproxy.cfg`, listening on 127.0.0.1:`port` in front of `backends`
 * (host:port each, app1 first). Resolves once a request through it is answered.
 */
export async function startHaproxy(port: number, backends: readonly string[]): Promise<Proxy> {
  const addresses = Object.fromEntries(backends.map((b, i) => [`APP${i + 1}_ADDR`, b]));
  const child = spawn(HAPROXY, ['-db', '-f', haproxyConfig], {
    // HAProxy reads only these; the rest of the parent's environment is no business of it.
    env: { PATH: '/usr/sbin:/usr/bin:/bin', PROXY_BIND: `127.0.0.1:${port}`, ...addresses },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode}): ${stderr}`);
    const ok = await fetch(`${url}/health/live`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`haproxy did not answer within 10 s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return { url, stop, process: child };
}

/**
 * How many requests an instance answered on one route pattern (every route without one),
 * from its `/metrics` (ADR 029; read from loopback): the share of a proxy's traffic it took.
 */
export async function requestsServed(instanceUrl: string, route?: string): Promise<number> {
  const text = await (await fetch(`${instanceUrl}/metrics`)).text();
  let sum = 0;
  for (const line of text.split('\n')) {
    if (
      line.startsWith('openlobby_http_request_duration_seconds_count{') &&
      (route === undefined || line.includes(`route="${route}"`))
    ) {
      sum += Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return sum;
}
