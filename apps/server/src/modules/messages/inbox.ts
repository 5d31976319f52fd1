import type { InboxPage, Language, Message, MessageKind } from '@openlobby/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  deleteOwnMessage,
  inboxPage,
  insertBroadcast,
  insertMessage,
  markAllRead,
  memberIdByAccount,
  openOwnMessage,
  receiveBroadcasts,
  unreadCountOf,
  type MessageRow,
} from './repository';
import { renderMessage, type MessageParams } from './templates';

/** A message some event generates for one member (deposit, withdrawal, contract). */
export type GeneratedMessage = {
  memberId: number;
  kind: Exclude<MessageKind, 'operator'>;
  params: MessageParams;
  /** Names the event: the message is written once however often the event is replayed. */
  eventKey: string;
};

/**
 * Writes a generated message inside the caller's transaction `tx` (ADR 027): it commits
 * with the event it reports and is rolled back with it, and a replayed event (same key)
 * writes nothing.
 */
export async function writeMessage(tx: Db, message: GeneratedMessage): Promise<void> {
  await insertMessage(tx, message);
}

const toMessage = (row: MessageRow, language: Language): Message => ({
  id: row.id,
  kind: row.kind as MessageKind,
  ...renderMessage(row.kind as MessageKind, row.params, language),
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/** The member's inbox (spec §2 messageV2): their own messages only, each call. */
export class Inbox {
  constructor(private readonly db: Db) {}

  async unreadCount(memberId: number): Promise<number> {
    await receiveBroadcasts(this.db, memberId);
    return unreadCountOf(this.db, memberId);
  }

  async page(
    memberId: number,
    query: { pageNo: number; pageSize: number; unread: boolean },
    language: Language,
  ): Promise<InboxPage> {
    await receiveBroadcasts(this.db, memberId);
    const [{ rows, total }, unreadCount] = await Promise.all([
      inboxPage(this.db, memberId, query),
      unreadCountOf(this.db, memberId),
    ]);
    return {
      content: rows.map((row) => toMessage(row, language)),
      pageNum: query.pageNo,
      totalPages: Math.ceil(total / query.pageSize),
      unreadCount,
    };
  }

  /** Opens (and marks read) one of the member's messages; another's is not found. */
  async open(memberId: number, id: number, language: Language): Promise<Message> {
    const row = await openOwnMessage(this.db, memberId, id);
    if (!row) throw new AppError('MESSAGE_NOT_FOUND', `message ${id} of member ${memberId}`);
    return toMessage(row, language);
  }

  async remove(memberId: number, id: number): Promise<void> {
    if (!(await deleteOwnMessage(this.db, memberId, id))) {
      throw new AppError('MESSAGE_NOT_FOUND', `message ${id} of member ${memberId}`);
    }
  }

  readAll(memberId: number): Promise<number> {
    return markAllRead(this.db, memberId);
  }

  /**
   * An operator's message: to one member, one row; to all or to the agents, one broadcast
   * row that each member's inbox copies when next read (never a row per member here).
   */
  async send(
    input:
      | { to: 'all' | 'agents'; title: string; body: string }
      | { to: 'member'; account: string; title: string; body: string },
  ): Promise<{ id: number; to: 'all' | 'member' | 'agents' }> {
    if (input.to !== 'member') {
      const id = await insertBroadcast(this.db, {
        audience: input.to,
        title: input.title,
        body: input.body,
      });
      return { id, to: input.to };
    }
    const memberId = await memberIdByAccount(this.db, input.account);
    if (memberId === null) throw new AppError('MESSAGE_RECIPIENT_NOT_FOUND', input.account);
    const id = await insertMessage(this.db, {
      memberId,
      kind: 'operator',
      params: { title: input.title, body: input.body },
      eventKey: null,
    });
    return { id: id!, to: 'member' };
  }
}
