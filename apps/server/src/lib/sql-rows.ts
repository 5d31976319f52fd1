import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Rows of a raw SQL query. Both drivers answer `execute` with an object holding `rows`
 * (node-postgres' QueryResult, PGlite's Results); the shared `Db` type only knows `unknown`.
 * Cast bigint and numeric columns to text in the SQL: the drivers map them differently.
 */
export async function sqlRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
