import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { apiPaths, type PermissionInfo } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { App } from './app';
import { DEMO_FUNDING } from './modules/wallet/accounts';
import { post } from './modules/wallet/ledger';
import { buildTestApp, operatorHeaders } from './test/build-test-app';
import { memberSession } from './test/games-kit';
import { openPushStream, type PushStream } from './test/push-client';
import { redisReachable } from './test/redis-kit';
import {
  deployDir,
  HAPROXY,
  haproxyConfig,
  haproxyInstalled,
  INSTANCE_SERVICES,
  instanceSettings,
  readCompose,
  requestsServed,
  startHaproxy,
  startInstances,
  type Proxy,
} from './test/scale-out-kit';
import type { ServerProcess } from './test/server-process';
import { createTestDatabase, type TestDatabase } from './test/test-database';

/** Where the compose file runs an instance, and where HAProxy listens in its container. */
const INSTANCE_PORT = '3000';
const PROXY_PORT = '8080';
/** HAProxy's own answer (`monitor-uri`), which the proxy's compose health check asks. */
const PROXY_MONITOR_URI = '/health/proxy';

describe('deploy/: the compose file runs the topology the tests and the bench run', () => {
  const compose = readCompose();
  const cfg = readFileSync(haproxyConfig, 'utf8');

  it('starts PostgreSQL, Redis, four instances and HAProxy, each with a health check or its condition', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['postgres', 'redis', ...INSTANCE_SERVICES, 'proxy'].sort(),
    );
    expect(compose.services.postgres?.healthcheck?.test).toContain('pg_isready');
    expect(compose.services.redis?.healthcheck?.test).toEqual(['CMD', 'redis-cli', 'ping']);
    // The proxy's image has no curl: bash asks HAProxy's own monitor URI.
    expect(compose.services.proxy?.healthcheck?.test?.slice(0, 3)).toEqual(['CMD', 'bash', '-c']);
    expect(compose.services.proxy?.healthcheck?.test?.[3]).toContain(
      `/dev/tcp/127.0.0.1/${PROXY_PORT}`,
    );
    expect(compose.services.proxy?.healthcheck?.test?.[3]).toContain(`GET ${PROXY_MONITOR_URI} `);
  });

  it('gives every instance the same image and settings: PostgreSQL, Redis, TRUST_PROXY, the ready probe', () => {
    const first = compose.services[INSTANCE_SERVICES[0]]!;
    expect(first.build?.dockerfile).toBe('deploy/Dockerfile');
    expect(existsSync(path.join(deployDir, 'Dockerfile'))).toBe(true);
    const env = first.environment ?? {};
    expect(env.PORT).toBe(INSTANCE_PORT);
    expect(String(env.DATABASE_URL)).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    // What the process topology takes from here (scale-out-kit.ts): TRUST_PROXY above all.
    expect(instanceSettings(compose)).toEqual({
      TRUST_PROXY: '1',
      SHUTDOWN_GRACE_MS: '10000',
      DATABASE_POOL_SIZE: '2',
    });
    expect(first.healthcheck?.test?.join(' ')).toContain(
      `http://127.0.0.1:${INSTANCE_PORT}/health/ready`,
    );
    expect(first.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
    });
    // One set of settings, but remote operator calls only where the operator command comes
    // in: app1's port, published on the host's loopback (the call arrives from the bridge).
    const shared = { ...env, OPERATOR_ALLOW_REMOTE: 'false' };
    for (const name of INSTANCE_SERVICES) {
      const service = compose.services[name]!;
      const remote = name === INSTANCE_SERVICES[0] ? 'true' : 'false';
      expect(service.environment, name).toEqual({ ...shared, OPERATOR_ALLOW_REMOTE: remote });
      expect(service.ports, name).toEqual(
        remote === 'true' ? [`127.0.0.1:\${OPERATOR_PORT:-3001}:${INSTANCE_PORT}`] : undefined,
      );
      expect(service.image, name).toBe(first.image);
      expect(service.healthcheck, name).toEqual(first.healthcheck);
    }
  });

  it('puts HAProxy 2.6 (Debian’s, here) with deploy/haproxy.cfg in front of the four, once they are healthy', () => {
    const proxy = compose.services.proxy!;
    expect(proxy.image).toBe('haproxy:2.6');
    if (haproxyInstalled()) {
      expect(execFileSync(HAPROXY, ['-v'], { encoding: 'utf8' })).toMatch(
        /^HAProxy version 2\.6\./,
      );
    }
    expect(proxy.volumes).toEqual(['./haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro']);
    expect(proxy.ports?.map((p) => p.split(':').at(-1))).toEqual([PROXY_PORT]);
    expect(proxy.environment).toEqual({
      PROXY_BIND: `:${PROXY_PORT}`,
      ...Object.fromEntries(
        INSTANCE_SERVICES.map((name, i) => [`APP${i + 1}_ADDR`, `${name}:${INSTANCE_PORT}`]),
      ),
    });
    expect(proxy.depends_on).toEqual(
      Object.fromEntries(INSTANCE_SERVICES.map((n) => [n, { condition: 'service_healthy' }])),
    );
    // The cfg's defaults are the compose file's values, and it probes the ready route.
    expect(cfg).toContain(`bind "\${PROXY_BIND-:${PROXY_PORT}}"`);
    INSTANCE_SERVICES.forEach((name, i) =>
      expect(cfg).toContain(`server ${name} "\${APP${i + 1}_ADDR-${name}:${INSTANCE_PORT}}"`),
    );
    expect(cfg).toMatch(/option httpchk GET \/health\/ready/);
    expect(cfg).toMatch(/^\s*option forwardfor/m);
    expect(cfg).toMatch(/use_backend push if \{ path \/wps\/push\/events \}/);
    expect(cfg).toMatch(new RegExp(`^\\s*monitor-uri ${PROXY_MONITOR_URI}$`, 'm'));
    // The proxy always names the request itself, whatever id the visitor sent.
    expect(cfg).toMatch(/^\s*http-request set-header X-Request-Id %\[unique-id\]$/m);
    // Its log lines name the path, never the query string (a token may travel there).
    expect(cfg).toMatch(/^\s*log-format .*%HM %HPO %HV/m);
    expect(cfg).not.toMatch(/^\s*option httplog|%\{\+Q\}r|%r\b/m);
  });

  it.skipIf(!haproxyInstalled())('is a configuration HAProxy accepts', () => {
    const out = execFileSync(HAPROXY, ['-c', '-f', haproxyConfig], {
      encoding: 'utf8',
      env: { PROXY_BIND: '127.0.0.1:4199', APP1_ADDR: '127.0.0.1:4101' },
    });
    expect(out).toContain('Configuration file is valid');
  });
});

/** A GET from a loopback address of our choosing: a visitor HAProxy sees as that address. */
function getFrom(url: string, localAddress: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(url, { localAddress, headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * A GET of `target` exactly as written: fetch() and URL strings normalise a path (dot
 * segments, a `#`), and the proxy must be tested on what a visitor can send.
 */
function getRaw(url: string, target: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(url);
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = httpRequest({ host: hostname, port, path: target, headers }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

const REDIS_URL = 'redis://127.0.0.1:6379/13';
const INSTANCE_PORTS = [4120, 4121, 4122, 4123] as const;
const PROXY_LISTEN_PORT = 4124;
const redisUp = await redisReachable(REDIS_URL);

describe.skipIf(!inject('testDatabaseUrl') || !redisUp || !haproxyInstalled())(
  'the site through HAProxy with deploy/haproxy.cfg',
  () => {
    let testDatabase: TestDatabase;
    let control: App;
    let servers: ServerProcess[] = [];
    let proxy: Proxy;
    const streams: PushStream[] = [];

    beforeAll(async () => {
      testDatabase = await createTestDatabase('postgres');
      control = await buildTestApp(testDatabase.database);
      servers = await startInstances(testDatabase.url!, REDIS_URL, INSTANCE_PORTS);
      proxy = await startHaproxy(
        PROXY_LISTEN_PORT,
        INSTANCE_PORTS.map((p) => `127.0.0.1:${p}`),
      );
    }, 240_000);
    afterAll(async () => {
      for (const s of streams) s.close();
      await proxy?.stop();
      await Promise.all(servers.map((s) => s.stop()));
      await control?.close();
      await testDatabase?.dispose();
    });

    it('spreads requests over all four instances, and keeps /metrics and the operator API off the public side', async () => {
      const served = () =>
        Promise.all(servers.map((s) => requestsServed(s.url, apiPaths.systemStatus)));
      const before = await served();
      for (let i = 0; i < 40; i += 1) {
        expect((await fetch(`${proxy.url}${apiPaths.systemStatus}`)).status).toBe(200);
      }
      const shares = (await served()).map((n, i) => n - before[i]!);
      expect(shares.reduce((x, y) => x + y)).toBe(40);
      for (const share of shares) expect(share).toBeGreaterThanOrEqual(5);

      expect((await fetch(`${proxy.url}/metrics`)).status).toBe(404);
      const operator = await fetch(`${proxy.url}${apiPaths.operatorSettings}`, {
        headers: operatorHeaders,
      });
      expect(operator.status).toBe(404);
    });

    it('refuses /metrics and the operator API however the path is spelt, as the instances would route it', async () => {
      const operatorPath = apiPaths.operatorSettings; // GET /operator/settings
      const spellings = [
        '/%6Detrics',
        '/%6detrics',
        '//metrics',
        '/Metrics',
        '/metrics/',
        '/metrics;x',
        '/%6Fperator/settings',
        '/%6f%70erator/settings',
        '/operator%2Fsettings',
        '//operator/settings',
        '/OPERATOR/settings',
        // The absolute form of a request target (its authority matching Host).
        `${proxy.url}${operatorPath}`,
      ];
      expect(operatorPath).toBe('/operator/settings');
      // Reached directly, an instance's router takes the encoded spellings to the real routes.
      const direct = await getRaw(servers[0]!.url, '/%6Detrics');
      expect(direct.status).toBe(200);
      expect(direct.body).toContain('openlobby_http_request_duration_seconds');
      const directOperator = await getRaw(servers[0]!.url, '/%6Fperator/settings', operatorHeaders);
      expect(directOperator.status).toBe(200);
      for (const target of spellings) {
        const reply = await getRaw(proxy.url, target, operatorHeaders);
        expect(reply.status, target).toBe(404);
        // HAProxy's own refusal: no instance saw it (an instance's reply carries its id).
        expect(reply.headers['x-request-id'], target).toBeUndefined();
        expect(reply.body, target).not.toContain('openlobby_');
      }
      // A path that only starts like one is the site's, and reaches an instance as before.
      const site = await getRaw(proxy.url, '/metricsfoo');
      expect(site.headers['x-request-id']).toBeDefined();
    });

    it('names every request itself: a visitor’s X-Request-Id is replaced by the proxy’s', async () => {
      const chosen = 'visitor-chosen-id-1';
      const reply = await getRaw(proxy.url, '/wps/no-such-route', { 'x-request-id': chosen });
      expect(reply.status).toBe(404);
      const id = reply.headers['x-request-id'];
      expect(id).toMatch(/^[0-9A-F]+-[0-9A-F]+-[0-9A-F]+-[0-9A-F]+$/);
      expect(id).not.toBe(chosen);
      expect(JSON.parse(reply.body)).toMatchObject({ errorCode: 'NOT_FOUND', requestId: id });
    });

    it('answers the compose file’s health check of the proxy itself', async () => {
      const check = readCompose().services.proxy!.healthcheck!.test!;
      const script = check[3]!.replace(
        `/dev/tcp/127.0.0.1/${PROXY_PORT}`,
        `/dev/tcp/127.0.0.1/${PROXY_LISTEN_PORT}`,
      );
      // Debian's bash and coreutils, as in the haproxy:2.6 image (debian:bookworm-slim).
      expect(() => execFileSync(check[1]!, [check[2]!, script], { timeout: 5000 })).not.toThrow();
      const monitor = await getRaw(proxy.url, PROXY_MONITOR_URI);
      expect(monitor.status).toBe(200);
      // Answered by HAProxy, not forwarded: no instance set its headers.
      expect(monitor.headers['x-request-id']).toBeUndefined();
    });

    it('streams /wps/push/events through the proxy as events happen, and resumes by Last-Event-ID', async () => {
      const me = await memberSession(control);
      const deposit = (amount: number, key: string) =>
        post(control.db, {
          idempotencyKey: `deploy-test:${me.memberId}:${key}`,
          kind: 'deposit',
          memberId: me.memberId,
          amount,
          counterparty: DEMO_FUNDING,
        });
      const stream = await openPushStream(proxy.url, me.token);
      streams.push(stream);
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
      expect((await stream.next()).event).toBe('ready');
      const sent = Date.now();
      await deposit(700, 'a');
      const event = await stream.next(1000);
      expect(Date.now() - sent).toBeLessThan(1000);
      expect(event.data).toMatchObject({ kind: 'balance', payload: { balance: 700 } });
      stream.close();

      await deposit(50, 'b');
      const resumed = await openPushStream(proxy.url, me.token, event.id!);
      streams.push(resumed);
      expect((await resumed.next()).event).toBe('ready');
      expect((await resumed.next(1000)).data).toMatchObject({ payload: { balance: 750 } });
    });

    it('hands the visitor’s address to the instances: a forged X-Forwarded-For is ignored, region rules see it', async () => {
      const statusFrom = async (address: string, headers: Record<string, string> = {}) => {
        const reply = await getFrom(`${proxy.url}${apiPaths.systemStatus}`, address, headers);
        expect(reply.status).toBe(200);
        return (JSON.parse(reply.body) as { value: PermissionInfo }).value;
      };
      const visitor = '127.0.0.5';
      // Four calls: round robin asks each instance once.
      for (let i = 0; i < 4; i += 1) {
        const status = await statusFrom(visitor, { 'x-forwarded-for': '203.0.113.9' });
        expect(status.location.ip).toBe(visitor);
        expect(status.status).toBe(0);
      }
      const region = (ipRanges: string[]) =>
        fetch(`${servers[0]!.url}${apiPaths.operatorRegion}`, {
          method: 'PUT',
          headers: { ...operatorHeaders, 'content-type': 'application/json' },
          body: JSON.stringify({ enabled: ipRanges.length > 0, countries: [], ipRanges }),
        });
      expect((await region([`${visitor}/32`])).status).toBe(200);
      try {
        // Every instance hears of the change (the invalidation bus over Redis).
        await expect
          .poll(
            async () =>
              Promise.all(
                Array.from({ length: 4 }, () => statusFrom(visitor).then((s) => s.status)),
              ),
            { timeout: 3000 },
          )
          .toEqual([2, 2, 2, 2]);
        expect((await statusFrom('127.0.0.6')).status).toBe(0);
      } finally {
        expect((await region([])).status).toBe(200);
      }
    });
  },
);
