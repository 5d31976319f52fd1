import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Run-time settings the operator changes without a restart (maintenance, region, whitelabel
 * flags, resources). One row per key; the value is validated by the settings module when read,
 * so a bad row falls back to defaults instead of breaking the site.
 */
export const systemSetting = pgTable('system_setting', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
