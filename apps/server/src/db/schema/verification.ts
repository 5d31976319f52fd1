import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { member } from './member';

/**
 * A new-IP login challenge (spec §4 "Unregistered IP login"). Only the SHA-256 of its id is
 * kept; it is single use, dies after 10 minutes or 5 wrong answers, and answers only to the
 * IP that started it.
 */
export const loginChallenge = pgTable(
  'login_challenge',
  {
    idHash: text('id_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    /** MOBILE | EMAIL | BANK_NAME | TOTP */
    method: text('method').notNull(),
    /** Where a MOBILE / EMAIL code goes (E.164 or address); null for the other methods. */
    destination: text('destination'),
    /**
     * How the interrupted login would have made its session (remember-me, forced password
     * change, ...), so passing the check ends exactly as the login would have.
     */
    sessionOptions: jsonb('session_options').notNull(),
    /** Answers taken so far (each counted before it is checked; a right one ends it). */
    wrongAnswers: integer('wrong_answers').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('login_challenge_member_idx').on(t.memberId)],
);

/** TOTP time steps already accepted per member, so one code cannot be used twice. */
export const totpStepUsed = pgTable(
  'totp_step_used',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.step] })],
);

/** A social sign-in identity (OpenID Connect issuer's subject) linked to a member. */
export const memberIdentity = pgTable(
  'member_identity',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index('member_identity_member_idx').on(t.memberId),
  ],
);
