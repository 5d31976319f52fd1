import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { game } from './game';

/**
 * A banner of one group (spec §3 "Banner": w_home carousel, w_login, w_register, w_forget
 * popups), titled in both languages. The image is drawn from the title by the server
 * (`/img/banners/<id>.svg`), so no artwork is shipped. `linkage` is what a click opens:
 * a promotion code, a game's node id or an http(s) URL; null exactly for NONE.
 */
export const banner = pgTable(
  'banner',
  {
    id: serial('id').primaryKey(),
    groupName: text('group_name').notNull(),
    titlePt: text('title_pt').notNull(),
    titleEn: text('title_en').notNull(),
    linkageType: text('linkage_type').notNull().default('NONE'),
    linkage: text('linkage'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'banner_group_known',
      sql`${t.groupName} IN ('w_home', 'w_login', 'w_register', 'w_forget')`,
    ),
    check(
      'banner_linkage_fits',
      sql`(${t.linkageType} = 'NONE' AND ${t.linkage} IS NULL) OR (${t.linkageType} IN ('PROMOTION', 'GAME', 'URL') AND ${t.linkage} IS NOT NULL)`,
    ),
    index('banner_group_idx').on(t.groupName, t.enabled, t.sort),
  ],
);

/**
 * Demo wins shown on the winner board of a fresh site (spec §3 "Winner board item"), which
 * has no real wins yet. Real wins are read from the wallet ledger and always rank first;
 * these only fill the places left (see modules/content/winner-repository.ts).
 */
export const winnerDemo = pgTable(
  'winner_demo',
  {
    id: serial('id').primaryKey(),
    /** A made-up account name; masked like a real one when shown. */
    customerName: text('customer_name').notNull(),
    nodeId: integer('node_id')
      .notNull()
      .references(() => game.nodeId, { onDelete: 'cascade' }),
    /** Minor units. */
    winAmount: bigint('win_amount', { mode: 'number' }).notNull(),
    wonAt: timestamp('won_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('winner_demo_amount_positive', sql`${t.winAmount} > 0`)],
);
