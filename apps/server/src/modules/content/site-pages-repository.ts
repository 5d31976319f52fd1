import {
  contentPaths,
  type DescriptionSection,
  type DescriptionSectionName,
  type Language,
  type OperatorDescription,
  type OperatorSponsor,
  type Sponsor,
  type SponsorKind,
} from '@openlobby/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteDescription, sponsor } from '../../db/schema';
import { sanitizeOperatorHtml } from '../../lib/operator-html';

type SponsorRow = typeof sponsor.$inferSelect;
export type NewSponsor = Omit<typeof sponsor.$inferInsert, 'id' | 'createdAt'>;
type DescriptionRow = typeof siteDescription.$inferSelect;
export type NewDescription = Omit<typeof siteDescription.$inferInsert, 'updatedAt'>;

export const sponsorTitle = (row: SponsorRow, language: Language) =>
  language === 'en' ? row.titleEn : row.titlePt;

/** A stored sponsorship as /sponsor shows it, in the reader's language. */
export function toSponsor(row: SponsorRow, language: Language): Sponsor {
  return {
    id: row.id,
    kind: row.kind as SponsorKind,
    title: sponsorTitle(row, language),
    text: language === 'en' ? row.textEn : row.textPt,
    // The drawn image is drawn from the title in the reader's language, hence the query.
    imageUrl: row.imagePath ?? `${contentPaths.sponsorImage(row.id)}?language=${language}`,
    linkUrl: row.linkUrl,
  };
}

export const toOperatorSponsor = (row: SponsorRow): OperatorSponsor => ({
  id: row.id,
  kind: row.kind as SponsorKind,
  titlePt: row.titlePt,
  titleEn: row.titleEn,
  linkUrl: row.linkUrl,
  imagePath: row.imagePath,
  sortOrder: row.sortOrder,
});

/** Every sponsorship in page order (the operator's order, then the oldest first). */
export async function listSponsors(db: Db): Promise<SponsorRow[]> {
  return db.select().from(sponsor).orderBy(asc(sponsor.sortOrder), asc(sponsor.id));
}

export async function findSponsor(db: Db, id: number): Promise<SponsorRow | undefined> {
  const [row] = await db.select().from(sponsor).where(eq(sponsor.id, id));
  return row;
}

export async function addSponsor(db: Db, values: NewSponsor): Promise<SponsorRow> {
  const [row] = await db.insert(sponsor).values(values).returning();
  return row!;
}

export async function removeSponsor(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(sponsor).where(eq(sponsor.id, id)).returning({ id: sponsor.id });
  return rows.length > 0;
}

/** A stored section as /description shows it, in the reader's language. */
export function toDescriptionSection(row: DescriptionRow, language: Language): DescriptionSection {
  return {
    section: row.section as DescriptionSectionName,
    title: language === 'en' ? row.titleEn : row.titlePt,
    content: sanitizeOperatorHtml(language === 'en' ? row.contentEn : row.contentPt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const toOperatorDescription = (row: DescriptionRow): OperatorDescription => ({
  section: row.section as DescriptionSectionName,
  titlePt: row.titlePt,
  titleEn: row.titleEn,
  updatedAt: row.updatedAt.toISOString(),
});

/** The sections that are set (page order is the contract's; the caller sorts). */
export async function listDescriptionSections(db: Db): Promise<DescriptionRow[]> {
  return db.select().from(siteDescription);
}

/** Sets a section: adds it, or replaces its texts (how an operator edits one). */
export async function saveDescriptionSection(
  db: Db,
  values: NewDescription,
): Promise<DescriptionRow> {
  const changes = { ...values, updatedAt: new Date() };
  const [row] = await db
    .insert(siteDescription)
    .values(changes)
    .onConflictDoUpdate({ target: siteDescription.section, set: changes })
    .returning();
  return row!;
}

export async function removeDescriptionSection(db: Db, section: string): Promise<boolean> {
  const rows = await db
    .delete(siteDescription)
    .where(eq(siteDescription.section, section))
    .returning({ section: siteDescription.section });
  return rows.length > 0;
}
