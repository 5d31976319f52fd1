import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/client';
import {
  createTestDatabase,
  type TestDatabaseKind,
  type TestDatabaseOptions,
} from './test-database';

/**
 * Gives a describe block its own database for the whole file (created in beforeAll,
 * dropped in afterAll): migrated and seeded as `buildTestApp` leaves it, or `empty`. Call inside `describe.each(testDatabaseKinds())`.
 */
export function useTestDatabase(
  kind: TestDatabaseKind,
  options: TestDatabaseOptions = {},
): () => Database {
  let current: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  beforeAll(async () => {
    current = await createTestDatabase(kind, options);
  });
  afterAll(async () => {
    await current?.dispose();
  });
  return () => {
    if (!current) throw new Error('test database not ready');
    return current.database;
  };
}
