import type { Announcement, AnnouncementType, Language, PopupExecution } from '@openlobby/contract';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announcement } from '../../db/schema';

type Row = typeof announcement.$inferSelect;

/** A stored announcement in the reader's language (spec §3 "Announcement item"). */
export function toAnnouncement(row: Row, language: Language): Announcement {
  return {
    id: row.id,
    type: row.type as AnnouncementType,
    title: language === 'en' ? row.titleEn : row.titlePt,
    content: language === 'en' ? row.contentEn : row.contentPt,
    promotionType: row.promotionType,
    execution: row.execution as PopupExecution | null,
    publishedAt: row.publishedAt.toISOString(),
  };
}

/** Enabled announcements of the types (all when none given), of one popup audience or all. */
export async function listAnnouncements(
  db: Db,
  filter: { types?: readonly AnnouncementType[] | undefined; execution?: PopupExecution },
): Promise<Row[]> {
  const where: SQL[] = [eq(announcement.enabled, true)];
  if (filter.types) where.push(inArray(announcement.type, [...filter.types]));
  if (filter.execution) where.push(eq(announcement.execution, filter.execution));
  return db
    .select()
    .from(announcement)
    .where(and(...where))
    .orderBy(asc(announcement.sortOrder), desc(announcement.publishedAt), desc(announcement.id));
}

export type NewAnnouncement = typeof announcement.$inferInsert;

export async function addAnnouncement(db: Db, values: NewAnnouncement): Promise<Row> {
  const [row] = await db.insert(announcement).values(values).returning();
  return row!;
}

export async function allAnnouncements(db: Db): Promise<Row[]> {
  return db.select().from(announcement).orderBy(desc(announcement.id));
}

/** Switches one on or off; false when there is no such announcement. */
export async function setAnnouncementEnabled(db: Db, id: number, enabled: boolean) {
  const rows = await db
    .update(announcement)
    .set({ enabled })
    .where(eq(announcement.id, id))
    .returning({ id: announcement.id });
  return rows.length > 0;
}

export async function removeAnnouncement(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(announcement)
    .where(eq(announcement.id, id))
    .returning({ id: announcement.id });
  return rows.length > 0;
}
