import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildTestApp } from '../test/build-test-app';
import { useTestDatabase } from '../test/suite';
import { testDatabaseKinds } from '../test/test-database';
import { memberWithBalance } from '../test/wallet-fixtures';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';

/** One line of the Prometheus text format for `name{labels}`, or 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = match[2]?.split(',') ?? [];
    if (wanted.every((w) => have.includes(w))) return Number(match[3]);
  }
  return 0;
}

describe.each(testDatabaseKinds())('observability on %s (ADR 029)', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  const logLines: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        logLines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });

  beforeAll(async () => {
    app = await buildTestApp(
      database(),
      { METRICS_TOKEN },
      (a) => {
        // A route with a parameter: its label must be the pattern, never the URL.
        a.get('/test-only/items/:id', async (request) => ({ id: request.params }));
      },
      { logger: { level: 'info', stream: logStream } },
    );
  });
  afterAll(async () => app?.close());

  const metrics = async () => {
    const res = await app.inject('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    return res.body;
  };

  describe('/metrics', () => {
    it('names the HTTP, database, ledger, job, push and process metrics', async () => {
      const text = await metrics();
      for (const name of [
        'openlobby_http_request_duration_seconds',
        'openlobby_db_pool_connections_in_use',
        'openlobby_db_pool_connections_idle',
        'openlobby_db_pool_waiting',
        'openlobby_ledger_postings_total',
        'openlobby_job_runs_total',
        'openlobby_job_failures_total',
        'openlobby_push_connections',
        'openlobby_push_delivery_lag_seconds',
        'openlobby_process_cpu_seconds_total',
        'openlobby_nodejs_eventloop_lag_seconds',
      ]) {
        expect(text, name).toContain(`# TYPE ${name} `);
      }
    });

    it('counts a request under its route pattern and status, never its raw URL', async () => {
      const labels = { method: 'GET', route: '/test-only/items/:id', status_code: '200' };
      const before = sample(
        await metrics(),
        'openlobby_http_request_duration_seconds_count',
        labels,
      );
      // Letters, not digits: the exposition's timings and byte counts are digits and
      // could hold any number by chance.
      expect((await app.inject('/test-only/items/raw-url-marker-a')).statusCode).toBe(200);
      expect((await app.inject('/test-only/items/raw-url-marker-b')).statusCode).toBe(200);
      const text = await metrics();
      expect(sample(text, 'openlobby_http_request_duration_seconds_count', labels)).toBe(
        before + 2,
      );
      expect(text).not.toContain('raw-url-marker');
    });

    it('puts every unmatched URL under one label', async () => {
      await app.inject('/wps/no-such-route-7731');
      const text = await metrics();
      expect(text).not.toContain('no-such-route-7731');
      expect(
        sample(text, 'openlobby_http_request_duration_seconds_count', {
          route: 'unmatched',
          status_code: '404',
        }),
      ).toBeGreaterThan(0);
    });

    it('counts a ledger posting', async () => {
      // Summed over the posting kinds: the fixture's funding posting is one of them.
      const postings = (text: string) =>
        text
          .split('\n')
          .filter((line) => line.startsWith('openlobby_ledger_postings_total{'))
          .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
      const before = postings(await metrics());
      await memberWithBalance(app.db, 500);
      expect(postings(await metrics())).toBe(before + 1);
    });

    it('reports the pool', async () => {
      const text = await metrics();
      const open =
        sample(text, 'openlobby_db_pool_connections_in_use') +
        sample(text, 'openlobby_db_pool_connections_idle');
      expect(open).toBeGreaterThan(0);
    });

    it('refuses a remote caller without the token, in the envelope and their language', async () => {
      const res = await app.inject({
        url: '/metrics',
        remoteAddress: '203.0.113.9',
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
      expect(res.body).not.toContain('openlobby_');
      const wrong = await app.inject({
        url: '/metrics',
        remoteAddress: '203.0.113.9',
        headers: { authorization: `Bearer ${METRICS_TOKEN}x` },
      });
      expect(wrong.statusCode).toBe(403);
    });

    it('answers a remote caller with the token', async () => {
      const res = await app.inject({
        url: '/metrics',
        remoteAddress: '203.0.113.9',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('openlobby_http_request_duration_seconds');
    });

    it('is not in the API documentation', async () => {
      const doc = (await app.inject('/docs/json')).json() as { paths: Record<string, unknown> };
      expect(Object.keys(doc.paths).filter((p) => /metrics|health/.test(p))).toEqual([]);
    });
  });

  describe('request ids', () => {
    it('keeps a sane incoming id: in the header, the error reply and every log line', async () => {
      logLines.length = 0;
      const res = await app.inject({
        url: '/wps/no-such-route',
        headers: { 'x-request-id': 'edge-7f3a.42:b', 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.headers['x-request-id']).toBe('edge-7f3a.42:b');
      expect(res.json()).toMatchObject({
        success: false,
        errorCode: 'NOT_FOUND',
        requestId: 'edge-7f3a.42:b',
      });
      const lines = logLines.filter((l) => l['reqId'] === 'edge-7f3a.42:b');
      expect(lines.map((l) => l['msg'])).toEqual(
        expect.arrayContaining(['incoming request', 'request completed']),
      );
      // Every line this request logged carries its id.
      expect(logLines.filter((l) => l['req'] || l['res']).every((l) => l['reqId'])).toBe(true);
    });

    it.each([
      ['too long', 'a'.repeat(65)],
      ['spaces', 'two words'],
      ['a forged log line', 'x\\n{"level":60}'],
      ['empty', ''],
    ])('replaces an incoming id with %s by its own', async (_why, given) => {
      const res = await app.inject({
        url: '/test-only/items/1',
        headers: { 'x-request-id': given },
      });
      const id = res.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(id).not.toBe(given);
    });

    it('gives every request its own id, also on a success', async () => {
      const a = await app.inject('/test-only/items/1');
      const b = await app.inject('/test-only/items/1');
      expect(a.headers['x-request-id']).toBeTruthy();
      expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
      expect(a.json()).not.toHaveProperty('requestId');
    });

    it('puts the id in a refusal the router makes before any route (a bad URL)', async () => {
      const res = await app.inject({
        url: '/wps/%E0%A4%A',
        headers: { 'x-request-id': 'bad-url-1' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers['x-request-id']).toBe('bad-url-1');
      expect(res.json()).toMatchObject({ success: false, requestId: 'bad-url-1' });
    });

    it('puts the id in a validation refusal of a real route', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        payload: '{"broken json',
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.success).toBe(false);
      expect(body.requestId).toBe(res.headers['x-request-id']);
      expect(body.message).toBeTruthy();
    });
  });
});
