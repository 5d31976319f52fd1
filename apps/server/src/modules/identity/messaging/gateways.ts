import type { Db } from '../../../db/client';
import { insertMail, insertSms } from './outbox-repository';

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
    await insertSms(this.db, to, body);
  }
}

export class OutboxMailTransport implements MailTransport {
  constructor(private readonly db: Db) {}
  async send({ to, subject, body }: MailMessage) {
    await insertMail(this.db, to, subject, body);
  }
}
