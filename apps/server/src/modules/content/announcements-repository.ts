import {
  AGENT_ANNOUNCEMENT_TYPE,
  announcementTypes,
  type AgentAnnouncement,
  type Announcement,
  type AnnouncementType,
  type Language,
  type PopupExecution,
} from '@openlobby/contract';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announcement } from '../../db/schema';
import { sanitizeOperatorHtml } from '../../lib/operator-html';

type Row = typeof announcement.$inferSelect;

/** A stored announcement in the reader's language (spec §3 "Announcement item"). */
export function toAnnouncement(row: Row, language: Language): Announcement {
  return {
    id: row.id,
    type: row.type as AnnouncementType,
    title: language === 'en' ? row.titleEn : row.titlePt,
    content: sanitizeOperatorHtml(language === 'en' ? row.contentEn : row.contentPt),
    promotionType: row.promotionType,
    execution: row.execution as PopupExecution | null,
    publishedAt: row.publishedAt.toISOString(),
  };
}

/**
 * Enabled announcements of the types (every public type when none given), of one popup
 * audience or all. The agents' type is never among them (see `listAgentAnnouncements`).
 */
export async function listAnnouncements(
  db: Db,
  filter: { types?: readonly AnnouncementType[] | undefined; execution?: PopupExecution },
): Promise<Row[]> {
  const where: SQL[] = [
    eq(announcement.enabled, true),
    inArray(announcement.type, [...(filter.types ?? announcementTypes)]),
  ];
  if (filter.execution) where.push(eq(announcement.execution, filter.execution));
  return db
    .select()
    .from(announcement)
    .where(and(...where))
    .orderBy(asc(announcement.sortOrder), desc(announcement.publishedAt), desc(announcement.id));
}

/**
 * The enabled announcements for agents (type AG), newest first, in the reader's language:
 * the agent centre's announcement view (ADR 023). The HTML is the operator's, sanitized by
 * the browser like every other announcement (S4).
 */
export async function listAgentAnnouncements(
  db: Db,
  language: Language,
): Promise<AgentAnnouncement[]> {
  const rows = await db
    .select()
    .from(announcement)
    .where(and(eq(announcement.enabled, true), eq(announcement.type, AGENT_ANNOUNCEMENT_TYPE)))
    .orderBy(asc(announcement.sortOrder), desc(announcement.publishedAt), desc(announcement.id))
    .limit(AGENT_ANNOUNCEMENT_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    title: language === 'en' ? row.titleEn : row.titlePt,
    content: sanitizeOperatorHtml(language === 'en' ? row.contentEn : row.contentPt),
    publishedAt: row.publishedAt.toISOString(),
  }));
}

/** How many agent announcements the view lists (the newest). */
export const AGENT_ANNOUNCEMENT_LIMIT = 50;

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
