import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase, type TestDatabaseKind } from './test-database';

/**
 * Gives a describe block its own database for the whole file (created in beforeAll,
 * dropped in afterAll). Call inside `describe.each(testDatabaseKinds())`.
 */
export function useTestDatabase(kind: TestDatabaseKind): () => Database {
  let current: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  beforeAll(async () => {
    current = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await current?.dispose();
  });
  return () => {
    if (!current) throw new Error('test database not ready');
    return current.database;
  };
}
