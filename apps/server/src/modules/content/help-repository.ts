import type { HelpTopic, Language } from '@openlobby/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { helpTopic } from '../../db/schema';
import { sanitizeOperatorHtml } from '../../lib/operator-html';

type Row = typeof helpTopic.$inferSelect;
export type NewHelpTopic = Omit<typeof helpTopic.$inferInsert, 'updatedAt'>;

/** A stored topic in the reader's language; the HTML sanitized (S4, ADR 044). */
export function toHelpTopic(row: Row, language: Language): HelpTopic {
  return {
    tag: row.tag,
    title: language === 'en' ? row.titleEn : row.titlePt,
    content: sanitizeOperatorHtml(language === 'en' ? row.contentEn : row.contentPt),
  };
}

const order = [asc(helpTopic.sortOrder), asc(helpTopic.tag)] as const;

/** The topics the help centre shows, in the operator's order. */
export async function listHelpTopics(db: Db): Promise<Row[]> {
  return db
    .select()
    .from(helpTopic)
    .where(eq(helpTopic.enabled, true))
    .orderBy(...order);
}

export async function allHelpTopics(db: Db): Promise<Row[]> {
  return db
    .select()
    .from(helpTopic)
    .orderBy(...order);
}

/** Adds a topic, or replaces the one with the same tag (how an operator edits one). */
export async function saveHelpTopic(db: Db, values: NewHelpTopic): Promise<Row> {
  const changes = { ...values, enabled: values.enabled ?? true, updatedAt: new Date() };
  const [row] = await db
    .insert(helpTopic)
    .values(changes)
    .onConflictDoUpdate({ target: helpTopic.tag, set: changes })
    .returning();
  return row!;
}

export async function removeHelpTopic(db: Db, tag: string): Promise<boolean> {
  const rows = await db
    .delete(helpTopic)
    .where(eq(helpTopic.tag, tag))
    .returning({ tag: helpTopic.tag });
  return rows.length > 0;
}
