import { desc } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { mailOutbox, smsOutbox } from '../../../db/schema';

export async function insertSms(db: Db, to: string, body: string) {
  await db.insert(smsOutbox).values({ to, body });
}

export async function insertMail(db: Db, to: string, subject: string, body: string) {
  await db.insert(mailOutbox).values({ to, subject, body });
}

/** The latest messages of one outbox, newest first. */
export async function listOutbox(db: Db, kind: 'sms' | 'mail', limit: number) {
  if (kind === 'sms') {
    const rows = await db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(limit);
    return rows.map((r) => ({ ...r, subject: null, createdAt: r.createdAt.toISOString() }));
  }
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
