import { z } from 'zod';
import { idParamSchema, text } from '../input';
import { isHttpUrl } from './home-schemas';
import { descriptionSections, sponsorKinds, SPONSOR_IMAGE_PATH } from './site-pages-constants';

/*
 * The two operator-written pages of spec §2: /sponsor (the operator's sponsorships) and
 * /description (about, terms, privacy, responsible gaming). Both are kept in PT and EN and
 * answered in the reader's language. Description content is HTML the browser sanitizes
 * (S4, ADR 012); a sponsorship's text is plain text, and its link and image are checked
 * here, as a browser would follow them without asking.
 */

const language = text(10)
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** `GET /wps/system/sponsors` and `GET /wps/system/description`: the language only. */
export const sitePageQuerySchema = z.object({ language });

/** One sponsorship on /sponsor, in the reader's language. */
export const sponsorSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(sponsorKinds),
  title: z.string(),
  /** Plain text (line breaks kept); never HTML. */
  text: z.string(),
  /** A path on this site: the operator's image or one the server draws. */
  imageUrl: z.string(),
  /** Where "visit" leads: an absolute http(s) URL, or null for none. */
  linkUrl: z.string().nullable(),
});
export type Sponsor = z.infer<typeof sponsorSchema>;
export const sponsorsValueSchema = z.array(sponsorSchema);

/** One section of /description; `section` is its anchor (`/description#terms`). */
export const descriptionSectionSchema = z.object({
  section: z.enum(descriptionSections),
  title: z.string(),
  /** HTML as the operator wrote it: sanitize it before showing it. */
  content: z.string(),
  /** ISO 8601 UTC of the last change (terms say when they last changed). */
  updatedAt: z.string(),
});
export type DescriptionSection = z.infer<typeof descriptionSectionSchema>;
export const descriptionValueSchema = z.array(descriptionSectionSchema);

const title = text(120).trim().min(1);

/** Operator API: a new sponsorship (`npm run operator -- sponsor add`). */
export const operatorSponsorInputSchema = z
  .object({
    kind: z.enum(sponsorKinds),
    titlePt: title,
    titleEn: title,
    textPt: text(2000, { multiline: true }).trim().min(1),
    textEn: text(2000, { multiline: true }).trim().min(1),
    linkUrl: text(500).trim().min(1).nullable().default(null),
    /** A path on this site (the CSP loads images only from here); null: a drawn image. */
    imagePath: text(300).trim().min(1).nullable().default(null),
    /** Lower first on the page. */
    sortOrder: z.number().int().min(0).max(100_000).default(0),
  })
  .strict()
  .superRefine((s, ctx) => {
    // The messages are error codes: the server answers them with their own texts.
    if (s.linkUrl !== null && !isHttpUrl(s.linkUrl)) {
      ctx.addIssue({ code: 'custom', path: ['linkUrl'], message: 'SPONSOR_LINK_INVALID' });
    }
    if (s.imagePath !== null && !isSponsorImagePath(s.imagePath)) {
      ctx.addIssue({ code: 'custom', path: ['imagePath'], message: 'SPONSOR_IMAGE_INVALID' });
    }
  });
export type OperatorSponsorInput = z.input<typeof operatorSponsorInputSchema>;

/** A site path without `..`, a scheme, a host (`//`), a query or odd characters. */
export function isSponsorImagePath(path: string): boolean {
  return SPONSOR_IMAGE_PATH.test(path) && !path.split('/').includes('..');
}

export const operatorSponsorSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(sponsorKinds),
  titlePt: z.string(),
  titleEn: z.string(),
  linkUrl: z.string().nullable(),
  imagePath: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type OperatorSponsor = z.infer<typeof operatorSponsorSchema>;
export const operatorSponsorIdSchema = z.object({ id: idParamSchema });

/** Operator API: one section of /description, both languages (`description set`). */
export const operatorDescriptionSectionParamSchema = z.object({
  section: z.enum(descriptionSections),
});
export const operatorDescriptionInputSchema = z
  .object({
    titlePt: title,
    titleEn: title,
    contentPt: text(100_000, { multiline: true }).trim().min(1),
    contentEn: text(100_000, { multiline: true }).trim().min(1),
  })
  .strict();
export type OperatorDescriptionInput = z.input<typeof operatorDescriptionInputSchema>;

export const operatorDescriptionSchema = z.object({
  section: z.enum(descriptionSections),
  titlePt: z.string(),
  titleEn: z.string(),
  updatedAt: z.string(),
});
export type OperatorDescription = z.infer<typeof operatorDescriptionSchema>;
