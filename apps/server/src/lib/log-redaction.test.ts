import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildTestApp } from '../test/build-test-app';
import { useTestDatabase } from '../test/suite';
import { testDatabaseKinds } from '../test/test-database';
import { redactedUrl } from './log-redaction';

/*
 * Secrets that arrive in a URL stay out of the log: the session token the OAuth callback
 * hands the SPA (`/?token=`), the game token of a game page, the provider's one-time code.
 * Log files are read by more people, and kept longer, than the database.
 */
describe.each(testDatabaseKinds().slice(0, 1))('request logs on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  beforeAll(async () => {
    app = await buildTestApp(database(), {}, undefined, { logger: { level: 'info', stream } });
  });
  afterAll(async () => app?.close());

  it('never writes a token or an OAuth code from a URL', async () => {
    const secret = 'Zq8secretTOKENvalue0123456789';
    for (const url of [
      `/?token=${secret}`,
      `/games/bgs/dice?lang=en&token=${secret}`,
      `/wps/session/oauth/google/callback?code=${secret}&state=${secret}`,
      `/wps/relay/GCS_recentGame?TOKEN=${secret}`,
    ]) {
      await app.inject({ url, headers: { 'accept-language': 'en' } });
    }
    const logged = lines.filter((line) => line.includes('"url"'));
    expect(logged.length).toBeGreaterThanOrEqual(4);
    expect(lines.filter((line) => line.includes(secret))).toEqual([]);
    // What the URL was is still there, for whoever reads the log.
    expect(logged.some((line) => line.includes('/games/bgs/dice?lang=en&token=[redacted]'))).toBe(
      true,
    );
  });

  it('keeps the rest of a URL as it came', () => {
    expect(redactedUrl('/a/b?x=1&token=abc&y=%20')).toBe('/a/b?x=1&token=[redacted]&y=%20');
    expect(redactedUrl('/a?tokens=1&mytoken=2')).toBe('/a?tokens=1&mytoken=2');
    expect(redactedUrl('/plain/path')).toBe('/plain/path');
    expect(redactedUrl('/cb?code=c&state=s#frag')).toBe(
      '/cb?code=[redacted]&state=[redacted]#frag',
    );
  });
});
