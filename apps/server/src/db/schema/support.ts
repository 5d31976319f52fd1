import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { member } from './member';

/**
 * A customer-service shortcut (spec §3 "Customer service": csType, csPosition). One row per
 * type and position, so a type can sit in the right bar, the footer or both. `url` is null
 * only for LIVECHAT, which opens the chat channels below through `CBS_launchChat`.
 * Lowest `sort` first: the first one opens in the 440 × 750 window (spec §2).
 */
export const customerServiceLink = pgTable(
  'customer_service_link',
  {
    csType: text('cs_type').notNull(),
    csPosition: text('cs_position').notNull(),
    url: text('url'),
    sort: integer('sort').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.csType, t.csPosition] }),
    check(
      'customer_service_type_known',
      sql`${t.csType} IN ('TELEGRAM', 'WHATSAPP', 'LIVECHAT', 'FACEBOOK')`,
    ),
    check('customer_service_position_known', sql`${t.csPosition} IN ('RIGHT_BAR', 'FOOTER')`),
    check('customer_service_url_needed', sql`(${t.csType} = 'LIVECHAT') = (${t.url} IS NULL)`),
  ],
);

/** A social network the footer links to (spec §2), one per network. */
export const socialLink = pgTable(
  'social_link',
  {
    socialType: text('social_type').primaryKey(),
    url: text('url').notNull(),
    sort: integer('sort').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'social_link_type_known',
      sql`${t.socialType} IN ('YOUTUBE', 'TWITTER', 'FACEBOOK', 'INSTAGRAM', 'MESSENGER', 'TIKTOK')`,
    ),
  ],
);

/**
 * A live-chat channel (spec §7 `CBS_modelList`): the operator's third-party chat, by the
 * address `CBS_launchChat` hands out. No row means no live chat.
 */
export const chatModel = pgTable('chat_model', {
  modelId: text('model_id').primaryKey(),
  url: text('url').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** A member's feedback (spec §2 modal "feedback", §7 `PUT /wps/feedback`). */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * An image attached to a feedback (S5), kept in the database rather than on disk: it is
 * written in the same transaction as its feedback (a refusal or a crash leaves no orphan
 * file), and every server process of a multi-instance install can serve it. `name` is
 * random (never the uploader's file name); `mime` is what the magic bytes said.
 */
export const feedbackImage = pgTable(
  'feedback_image',
  {
    name: text('name').primaryKey(),
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [
    check('feedback_image_mime_known', sql`${t.mime} IN ('image/png', 'image/jpeg')`),
    check('feedback_image_size', sql`${t.bytes} > 0 AND ${t.bytes} <= 5242880`),
    index('feedback_image_feedback_idx').on(t.feedbackId),
  ],
);
