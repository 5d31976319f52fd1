import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { member } from './member';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The logins of a member (my account's recent logins): when, from where, with what. Kept
 * bounded: each new login deletes the member's rows past the newest 50 and older than 90
 * days (identity/account), so logging in over and over cannot grow the table.
 */
export const memberLogin = pgTable(
  'member_login',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('member_login_member_idx').on(t.memberId, t.id)],
);

/**
 * An uploaded member icon (S5): never the uploaded bytes, but the server's own PNG
 * re-encoding of the decoded picture, 256 × 256. `key` is random and is the image's
 * address (`/wps/member/icons/:key`), so an `<img>` can load it without the session token
 * while no one can list or guess another member's icon. One row per member at most.
 */
export const memberIcon = pgTable(
  'member_icon',
  {
    key: text('key').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    bytes: integer('bytes').notNull(),
    data: bytea('data').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('member_icon_size', sql`${t.bytes} > 0 AND ${t.bytes} <= 1048576`),
    index('member_icon_member_idx').on(t.memberId),
  ],
);
