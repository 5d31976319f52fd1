import { sql } from 'drizzle-orm';
import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** A point in time, always with its time zone (the server and PostgreSQL may differ). */
export const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Money in minor units (centavos of CURRENCY), ADR 007. `number` mode: JSON-safe up to
 * 2^53, far beyond any wallet.
 */
export const money = (name: string) => bigint(name, { mode: 'number' });

/** `'a', 'b'` for a CHECK's `IN (…)` over a closed list of codes (never user input). */
export const sqlList = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v}'`).join(', '));
