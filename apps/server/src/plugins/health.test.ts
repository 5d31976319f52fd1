import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildTestApp } from '../test/build-test-app';
import { useTestDatabase } from '../test/suite';
import { testDatabaseKinds } from '../test/test-database';

type ReadyBody = {
  status: string;
  ready: boolean;
  draining: boolean;
  checks: Record<string, { ok: boolean; ms: number }>;
};

describe.each(testDatabaseKinds())('health probes on %s (ADR 029)', (kind) => {
  const database = useTestDatabase(kind);

  describe('with every dependency up', () => {
    let app: App;
    beforeAll(async () => {
      app = await buildTestApp(database());
    });
    afterAll(async () => app?.close());

    it('/health/live answers without asking anything', async () => {
      const res = await app.inject('/health/live');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'live' });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('/health/ready checks the database and the migrations', async () => {
      const res = await app.inject('/health/ready');
      expect(res.statusCode).toBe(200);
      const body = res.json<ReadyBody>();
      expect(body).toMatchObject({ status: 'ready', ready: true, draining: false });
      expect(Object.keys(body.checks).sort()).toEqual(['database', 'migrations']);
      expect(Object.values(body.checks).every((c) => c.ok)).toBe(true);
    });

    it('the status route the SPA reads is unchanged', async () => {
      const res = await app.inject('/wps/system/status');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true });
    });
  });

  it('answers 503 naming the failing dependency, and stays live', async () => {
    const app = await buildTestApp(database(), {}, undefined, {
      readinessChecks: {
        database: () => Promise.reject(new Error('connection refused (injected)')),
      },
    });
    try {
      const res = await app.inject('/health/ready');
      expect(res.statusCode).toBe(503);
      const body = res.json<ReadyBody>();
      expect(body).toMatchObject({ status: 'not ready', ready: false });
      expect(body.checks['database']!.ok).toBe(false);
      expect(body.checks['migrations']!.ok).toBe(true);
      // The reason goes to the log, never to whoever probes.
      expect(res.body).not.toContain('refused');
      expect((await app.inject('/health/live')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('checks Redis when REDIS_URL is set: unreachable Redis is not ready', async () => {
    // Port 1 on loopback: nothing listens, the PING fails at once.
    const app = await buildTestApp(database(), { REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const res = await app.inject('/health/ready');
      expect(res.statusCode).toBe(503);
      const body = res.json<ReadyBody>();
      expect(body.checks['redis']!.ok).toBe(false);
      expect(body.checks['database']!.ok).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('answers 503 as soon as draining begins, after running the drain hooks', async () => {
    const app = await buildTestApp(database());
    try {
      const drained: string[] = [];
      app.lifecycle.onDrain(() => {
        drained.push('push channel');
      });
      app.lifecycle.onDrain(() => Promise.reject(new Error('a failing hook stops no other')));
      app.lifecycle.onDrain(async () => {
        drained.push('second');
      });
      expect((await app.inject('/health/ready')).statusCode).toBe(200);
      await app.lifecycle.beginDrain();
      expect(drained).toEqual(['push channel', 'second']);
      const res = await app.inject('/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ ready: false, draining: true });
      // Draining is not dying: the process is still live and still serves in-flight work.
      expect((await app.inject('/health/live')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
