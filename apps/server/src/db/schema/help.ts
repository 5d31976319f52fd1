import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A help-centre topic (spec §2 "/help, anchor #tag", §7 `/wps/system/helpCenter`, ADR 012),
 * in both languages. `tag` is the anchor (`/help#deposits`). `content_*` is HTML as the
 * operator wrote it: the browser sanitizes it before showing it (S4).
 */
export const helpTopic = pgTable(
  'help_topic',
  {
    tag: text('tag').primaryKey(),
    titlePt: text('title_pt').notNull(),
    titleEn: text('title_en').notNull(),
    contentPt: text('content_pt').notNull(),
    contentEn: text('content_en').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The tag becomes a URL fragment and an element id: keep it to a safe, readable shape.
  (t) => [check('help_topic_tag_shape', sql`${t.tag} ~ '^[a-z0-9][a-z0-9-]{0,39}$'`)],
);
