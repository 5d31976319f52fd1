import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which seed sets have been applied, so demo data is written once and never re-written. */
export const seedRun = pgTable('seed_run', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
