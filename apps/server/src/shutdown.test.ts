import { request as httpRequest, type ClientRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './test/server-process';
import { createTestDatabase, type TestDatabase } from './test/test-database';

type Answer = { status: number; body: string };

/**
 * A POST whose body is sent in two parts: after the first the request is in flight (the
 * server has its headers and waits for the rest), which is how a shutdown meets real work.
 */
function slowPost(url: string, requestId: string) {
  const body = JSON.stringify({ account: 'nobody', pad: 'x'.repeat(200) });
  const { hostname, port } = new URL(url);
  const req: ClientRequest = httpRequest({
    host: hostname,
    port,
    method: 'POST',
    path: '/wps/session/login',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'x-request-id': requestId,
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, 20));
  return { answer, finish: () => req.end(body.slice(20)) };
}

const refused = (url: string) =>
  fetch(`${url}/health/live`).then(
    () => false,
    () => true,
  );

async function until(condition: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Item 3 of issue 16 (ADR 029): SIGTERM drains. The real `main.ts` as a process of its own
 * (on PostgreSQL: a PGlite process would first create and seed its database).
 */
describe.skipIf(!inject('testDatabaseUrl'))('draining shutdown of a server process', () => {
  let testDatabase: TestDatabase;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await server?.stop();
    await testDatabase?.dispose();
  });

  it('stops accepting, lets the in-flight request finish, and exits 0', async () => {
    server = await startServerProcess(testDatabase.url!, { SHUTDOWN_GRACE_MS: '30000' });
    const post = slowPost(server.url, 'in-flight-1');
    await new Promise((r) => setTimeout(r, 300));
    server.process.kill('SIGTERM');
    // The listener closes at once: a new visitor is refused (the proxy tries elsewhere)...
    await until(() => refused(server!.url), 10_000);
    expect(server.process.exitCode).toBeNull();
    // ...while the request already in flight is answered in full.
    post.finish();
    const answer = await post.answer;
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, requestId: 'in-flight-1' });
    expect(await server.exited).toBe(0);
  }, 120_000);

  it('closes a request still running when the grace period ends, and exits 1', async () => {
    server = await startServerProcess(testDatabase.url!, { SHUTDOWN_GRACE_MS: '500' });
    const post = slowPost(server.url, 'never-finished');
    await new Promise((r) => setTimeout(r, 300));
    server.process.kill('SIGTERM');
    await expect(post.answer).rejects.toThrow();
    expect(await server.exited).toBe(1);
  }, 120_000);
});
