import { describe, expect, it } from 'vitest';
import { checkReadiness } from './readiness';

const up = () => Promise.resolve();
const down = () => Promise.reject(new Error('down'));
const hung = () => new Promise<void>(() => {});

describe('checkReadiness', () => {
  it('is ready when every check passes and the app is not draining', async () => {
    const r = await checkReadiness({ checks: { a: up, b: up }, draining: false, timeoutMs: 100 });
    expect(r.ready).toBe(true);
    expect(r.checks).toMatchObject({ a: { ok: true }, b: { ok: true } });
  });

  it('is not ready when one check fails, and says which', async () => {
    const failures: string[] = [];
    const r = await checkReadiness({
      checks: { database: down, redis: up },
      draining: false,
      timeoutMs: 100,
      onFailure: (name) => failures.push(name),
    });
    expect(r.ready).toBe(false);
    expect(r.checks['database']!.ok).toBe(false);
    expect(r.checks['redis']!.ok).toBe(true);
    expect(failures).toEqual(['database']);
  });

  it('gives up on a hung dependency at its deadline', async () => {
    const started = Date.now();
    const r = await checkReadiness({ checks: { redis: hung }, draining: false, timeoutMs: 50 });
    expect(r.ready).toBe(false);
    expect(r.checks['redis']!.ok).toBe(false);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('is not ready while draining, even with every check passing', async () => {
    const r = await checkReadiness({ checks: { a: up }, draining: true, timeoutMs: 100 });
    expect(r).toMatchObject({ ready: false, draining: true, checks: { a: { ok: true } } });
  });
});
