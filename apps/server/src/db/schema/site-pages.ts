import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A sponsorship on /sponsor (spec §2): a club, an event or an ambassador, in both languages.
 * The text is plain text; the link an http(s) URL and the image a path on this site, both
 * checked by the contract before they are stored and again here, so no other writer can
 * store a `javascript:` link. Without an image the server draws one (`/img/sponsors/<id>.svg`).
 */
export const sponsor = pgTable(
  'sponsor',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    titlePt: text('title_pt').notNull(),
    titleEn: text('title_en').notNull(),
    textPt: text('text_pt').notNull(),
    textEn: text('text_en').notNull(),
    linkUrl: text('link_url'),
    imagePath: text('image_path'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sponsor_kind_known', sql`${t.kind} IN ('club', 'event', 'ambassador')`),
    check('sponsor_link_http', sql`${t.linkUrl} IS NULL OR ${t.linkUrl} ~* '^https?://[^/]'`),
    check(
      'sponsor_image_site_path',
      sql`${t.imagePath} IS NULL OR (${t.imagePath} ~ '^/[A-Za-z0-9._~/-]+$' AND ${t.imagePath} !~ '^//' AND ${t.imagePath} !~ '(^|/)\\.\\.(/|$)')`,
    ),
    index('sponsor_order_idx').on(t.sortOrder, t.id),
  ],
);

/**
 * One section of /description (spec §2): about, terms, privacy or responsible gaming, in
 * both languages; the section is its anchor. `content_*` is HTML as the operator wrote it:
 * the browser sanitizes it before showing it (S4, ADR 012).
 */
export const siteDescription = pgTable(
  'site_description',
  {
    section: text('section').primaryKey(),
    titlePt: text('title_pt').notNull(),
    titleEn: text('title_en').notNull(),
    contentPt: text('content_pt').notNull(),
    contentEn: text('content_en').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'site_description_section_known',
      sql`${t.section} IN ('about', 'terms', 'privacy', 'responsible-gaming')`,
    ),
  ],
);
