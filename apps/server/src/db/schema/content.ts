import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * An announcement, notice or popup (spec §3 "Announcement item", ADR 012), in both
 * languages. `content_*` is HTML as the operator wrote it: the browser sanitizes it before
 * showing it (S4). `execution` makes it pop up for an audience (A members, B visitors, F a
 * first login); null only lists it. Type `AG` is for agents only (agent centre, ADR 023).
 */
export const announcement = pgTable(
  'announcement',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    titlePt: text('title_pt').notNull(),
    titleEn: text('title_en').notNull(),
    contentPt: text('content_pt').notNull(),
    contentEn: text('content_en').notNull(),
    promotionType: text('promotion_type'),
    execution: text('execution'),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('announcement_type_known', sql`${t.type} IN ('B', 'PL', 'PU', 'PR', 'H', 'AG')`),
    check(
      'announcement_execution_known',
      sql`${t.execution} IS NULL OR ${t.execution} IN ('A', 'B', 'F')`,
    ),
    index('announcement_list_idx').on(t.enabled, t.type, t.publishedAt),
  ],
);
