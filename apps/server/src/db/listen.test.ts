import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../test/test-database';
import { postgresDatabase } from './client';
import { listenToChannels } from './listen';

// PostgreSQL only: PGlite has no pool to hold a LISTEN connection from.
const onPostgres = testDatabaseKinds().includes('postgres');

describe.runIf(onPostgres)('listenToChannels on PostgreSQL', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase('postgres', { empty: true });
  });
  afterAll(() => test.dispose());

  it('gives the connection back when a LISTEN is refused, so a retry finds one', async () => {
    // One connection in the pool: a refused LISTEN that kept it would leave none.
    const pool = new pg.Pool({ connectionString: test.url, max: 1, connectionTimeoutMillis: 2000 });
    const database = postgresDatabase(pool);
    try {
      // A quote in the name makes the LISTEN statement itself fail.
      await expect(listenToChannels(database, { 'bad"name': () => undefined })).rejects.toThrow();
      const client = await pool.connect();
      expect((await client.query('SELECT 1 AS one')).rows[0]).toEqual({ one: 1 });
      client.release();
      const stop = await listenToChannels(database, { good_name: () => undefined });
      await stop();
    } finally {
      await pool.end();
    }
  });
});
