import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox, smsOutbox } from '../../db/schema';

/** Sends a text message. A real provider implements this; development keeps an outbox. */
export interface SmsGateway {
  send(to: string, body: string): Promise<void>;
}

export type MailMessage = { to: string; subject: string; body: string };

/** Sends an e-mail. A real SMTP/API transport implements this; development keeps an outbox. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

export class OutboxSmsGateway implements SmsGateway {
  constructor(private readonly db: Db) {}
  async send(to: string, body: string) {
    await this.db.insert(smsOutbox).values({ to, body });
  }
}

export class OutboxMailTransport implements MailTransport {
  constructor(private readonly db: Db) {}
  async send({ to, subject, body }: MailMessage) {
    await this.db.insert(mailOutbox).values({ to, subject, body });
  }
}

export async function listOutbox(db: Db, kind: 'sms' | 'mail', limit: number) {
  if (kind === 'sms') {
    const rows = await db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(limit);
    return rows.map((r) => ({ ...r, subject: null, createdAt: r.createdAt.toISOString() }));
  }
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
