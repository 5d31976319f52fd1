import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts } from './columns';

/**
 * A member account (spec §3): members (type 0), agents (1, 2, 41, 42) and trial players (4).
 * `account_key` is the account in lower case, so `Player1` and `player1` cannot both exist.
 * `totp_secret` is stored in plain base32: it must be readable to check codes, and the
 * database is the trust boundary (encrypting it at rest is a later step, see identity-api.md).
 */
export const member = pgTable(
  'member',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    account: text('account').notNull(),
    accountKey: text('account_key').notNull(),
    nickname: text('nickname').notNull(),
    type: smallint('type').notNull().default(0),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: ts('password_changed_at').notNull().defaultNow(),
    /** A temporary password from an e-mail reset, valid until `temp_password_expires_at`. */
    tempPasswordHash: text('temp_password_hash'),
    tempPasswordExpiresAt: ts('temp_password_expires_at'),
    /** E.164 (`+5511912345678`). */
    mobile: text('mobile'),
    email: text('email'),
    payeeName: text('payee_name'),
    parentId: integer('parent_id'),
    affiliateCode: text('affiliate_code'),
    /** Argon2id of the 6-digit payment password (transfers, spec §5); null until set. */
    paymentPasswordHash: text('payment_password_hash'),
    /** `active`, or `staff` / `closed`: non-member accounts, refused at login (spec §6). */
    status: text('status').notNull().default('active'),
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** Other registration fields (qqNum, line, …) as given. */
    profile: text('profile'),
    registerIp: text('register_ip'),
    lastLoginAt: ts('last_login_at'),
    /** The member icon: `avatar:<n>` (a generated one) or `upload:<key>` (member_icon). */
    icon: text('icon'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_account_key_idx').on(t.accountKey),
    uniqueIndex('member_mobile_idx').on(t.mobile),
    uniqueIndex('member_affiliate_code_idx').on(t.affiliateCode),
    index('member_parent_idx').on(t.parentId),
  ],
);

/** A login session; only the SHA-256 of the token is kept. */
export const memberSession = pgTable(
  'member_session',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** The session's public id (my account's session list); the token hash never leaves. */
    id: integer('id').notNull().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    /** The browser's User-Agent (cut to 256 characters), from the login or first request. */
    userAgent: text('user_agent'),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    /**
     * Opened with the default weak or a temporary password: until the password is changed
     * the session may only change it, read the member info and log out (S10).
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
  },
  (t) => [
    index('member_session_member_idx').on(t.memberId),
    uniqueIndex('member_session_id_idx').on(t.id),
  ],
);

/** The HttpOnly remember-me cookie's token (hashed), one day, rotated at each use. */
export const rememberToken = pgTable('remember_token', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => member.id, { onDelete: 'cascade' }),
  expiresAt: ts('expires_at').notNull(),
});

/** IP addresses an account has logged in from (new-IP verification). */
export const knownIp = pgTable(
  'known_ip',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    firstSeenAt: ts('first_seen_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.ip] })],
);

/** SMS / e-mail codes: 6 digits kept as SHA-256, single use, ≤ 5 guesses. */
export const verificationCode = pgTable(
  'verification_code',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('verification_code_target_idx').on(t.purpose, t.target, t.createdAt)],
);

/** Captchas, slider challenges and slider tokens: single use, short-lived. */
export const humanCheck = pgTable('human_check', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  channel: text('channel'),
  answer: text('answer').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

/** Fixed-window counters for rate limits, shared by every server process. */
export const rateCounter = pgTable(
  'rate_counter',
  {
    key: text('key').notNull(),
    windowStart: ts('window_start').notNull(),
    count: integer('count').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** What the development SMS gateway "sent". */
export const smsOutbox = pgTable('sms_outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  to: text('to').notNull(),
  body: text('body').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** What the development mail transport "sent". */
export const mailOutbox = pgTable('mail_outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
