import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sqlList, ts } from './columns';
import { member } from './member';
import { withdrawal } from './withdrawal';

/** The kinds of inbox message (ADR 027): a template rendered in the reader's language. */
export const MESSAGE_KINDS = [
  'deposit_credited',
  'deposit_failed',
  'withdrawal_approved',
  'withdrawal_rejected',
  'contract_offered',
  'contract_accepted',
  'contract_rejected',
  'contract_terminated',
  'points_redemption_approved',
  'points_redemption_rejected',
  'operator',
] as const;

/**
 * An operator's broadcast to every member or to every agent (ADR 027): one row however
 * many members it reaches. A member's own copy (`member_message` with `broadcast_id`) is
 * made when that member next reads the inbox or its unread count, so sending never writes
 * a row per member; members registered after the broadcast never receive it.
 */
export const messageBroadcast = pgTable(
  'message_broadcast',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    audience: text('audience').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('message_broadcast_audience_known', sql`${t.audience} IN ('all', 'agents')`),
    index('message_broadcast_created_idx').on(t.createdAt),
  ],
);

/**
 * One message of a member's inbox (spec §2 messageV2). Generated messages store their
 * template `kind` and `params` and are rendered in the reader's language; operator
 * messages keep the operator's own title and body in `params`. `event_key` names the event
 * a generated message reports (`deposit:<orderRef>:credited`): it is written in that
 * event's transaction, and the unique index keeps it once. Deleting marks `deleted_at`, so
 * a deleted broadcast is not copied again.
 */
export const memberMessage = pgTable(
  'member_message',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    eventKey: text('event_key'),
    broadcastId: integer('broadcast_id').references(() => messageBroadcast.id, {
      onDelete: 'cascade',
    }),
    createdAt: ts('created_at').notNull().defaultNow(),
    readAt: ts('read_at'),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('member_message_inbox_idx')
      .on(t.memberId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    index('member_message_unread_idx')
      .on(t.memberId)
      .where(sql`${t.deletedAt} IS NULL AND ${t.readAt} IS NULL`),
    uniqueIndex('member_message_event_idx').on(t.eventKey),
    uniqueIndex('member_message_broadcast_idx').on(t.memberId, t.broadcastId),
    check('member_message_kind_known', sql`${t.kind} IN (${sqlList(MESSAGE_KINDS)})`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The images a member uploads with "not received" (spec §4 withdrawal confirmation),
 * checked by their bytes like feedback images and stored in the answer's transaction.
 */
export const withdrawalReceiptProof = pgTable(
  'withdrawal_receipt_proof',
  {
    name: text('name').primaryKey(),
    withdrawalId: integer('withdrawal_id')
      .notNull()
      .references(() => withdrawal.id, { onDelete: 'cascade' }),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [
    check('withdrawal_receipt_proof_mime_known', sql`${t.mime} IN ('image/png', 'image/jpeg')`),
    check('withdrawal_receipt_proof_size', sql`${t.bytes} > 0 AND ${t.bytes} <= 5242880`),
    index('withdrawal_receipt_proof_withdrawal_idx').on(t.withdrawalId),
  ],
);
