import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { member, raffle, raffleEntry, raffleWinner } from '../../db/schema';
import { sqlRows } from '../../lib/sql-rows';
import { excludedNow } from '../protection';

export type RaffleRow = typeof raffle.$inferSelect;

/** How many raffles the lists show, latest end first. */
export const RAFFLE_LIST_LIMIT = 20;

export const findRaffle = async (db: Db, id: number): Promise<RaffleRow | null> =>
  (await db.select().from(raffle).where(eq(raffle.id, id)))[0] ?? null;

export const latestRaffles = (db: Db) =>
  db.select().from(raffle).orderBy(desc(raffle.endsAt), desc(raffle.id)).limit(RAFFLE_LIST_LIMIT);

/** Adds a raffle; null when its code is taken. */
export async function addRaffle(db: Db, row: typeof raffle.$inferInsert) {
  const [added] = await db.insert(raffle).values(row).onConflictDoNothing().returning();
  return added ?? null;
}

/** Enters a member; false when the member was already in (the unique index keeps one row). */
export async function addEntry(db: Db, raffleId: number, memberId: number): Promise<boolean> {
  const added = await db
    .insert(raffleEntry)
    .values({ raffleId, memberId })
    .onConflictDoNothing()
    .returning({ id: raffleEntry.id });
  return added.length > 0;
}

export async function entrantCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ raffleId: raffleEntry.raffleId, n: sql<number>`count(*)::int` })
    .from(raffleEntry)
    .where(inArray(raffleEntry.raffleId, ids))
    .groupBy(raffleEntry.raffleId);
  return new Map(rows.map((r) => [r.raffleId, r.n]));
}

export async function entriesOfMember(db: Db, memberId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(raffleEntry)
    .where(and(eq(raffleEntry.memberId, memberId), inArray(raffleEntry.raffleId, ids)));
}

/** A drawn raffle's published ticket list, in draw order (entry id). */
export const ticketListOf = (db: Db, raffleId: number) =>
  db
    .select({
      entryId: raffleEntry.id,
      memberId: raffleEntry.memberId,
      account: member.account,
      first: raffleEntry.firstTicket,
      tickets: raffleEntry.tickets,
    })
    .from(raffleEntry)
    .innerJoin(member, eq(member.id, raffleEntry.memberId))
    .where(eq(raffleEntry.raffleId, raffleId))
    .orderBy(asc(raffleEntry.id));

export const winnersOf = (db: Db, raffleId: number) =>
  db
    .select({
      rank: raffleWinner.rank,
      entryId: raffleWinner.entryId,
      ticket: raffleWinner.ticket,
      amount: raffleWinner.amount,
      memberId: raffleEntry.memberId,
      account: member.account,
    })
    .from(raffleWinner)
    .innerJoin(raffleEntry, eq(raffleEntry.id, raffleWinner.entryId))
    .innerJoin(member, eq(member.id, raffleEntry.memberId))
    .where(eq(raffleWinner.raffleId, raffleId))
    .orderBy(asc(raffleWinner.rank));

export type EntryActivity = {
  entry_id: number;
  member_id: number;
  staked: string;
  deposited: string;
  excluded: boolean;
};

/**
 * What each entrant (or one member's entry) did in the raffle's period, read from the
 * ledger through the member account's entries as the missions do (ADR 018): valid bet is
 * `bet` postings that took money less the rollbacks that gave a bet back; deposits are
 * `deposit` postings from a payment gateway (not demo money). `excluded` is true while the
 * member is on a time-out or self-excluded (ADR 032): such members hold no tickets.
 */
export function entryActivity(db: Db, r: RaffleRow, memberId?: number) {
  const start = r.startsAt.toISOString();
  const end = r.endsAt.toISOString();
  return sqlRows<EntryActivity>(
    db,
    sql`SELECT e.id AS entry_id, e.member_id,
          (SELECT coalesce(sum(-p.amount) FILTER (WHERE p.kind = 'bet' AND p.amount < 0), 0)
                - coalesce(sum(p.amount) FILTER (WHERE p.kind = 'rollback' AND p.amount > 0), 0)
             FROM ledger_entry le JOIN ledger_posting p ON p.id = le.posting_id
             WHERE le.account = 'member:' || e.member_id
               AND le.created_at >= ${start} AND le.created_at < ${end})::text AS staked,
          (SELECT coalesce(sum(p.amount), 0)
             FROM ledger_entry le JOIN ledger_posting p ON p.id = le.posting_id
             WHERE le.account = 'member:' || e.member_id
               AND le.created_at >= ${start} AND le.created_at < ${end}
               AND p.kind = 'deposit' AND p.amount > 0
               AND EXISTS (SELECT 1 FROM ledger_entry o
                 WHERE o.posting_id = p.id AND o.account LIKE 'payment:%'))::text AS deposited,
          ${excludedNow(sql`e.member_id`)} AS excluded
        FROM raffle_entry e
        WHERE e.raffle_id = ${r.id}
          ${memberId === undefined ? sql`` : sql`AND e.member_id = ${memberId}`}
        ORDER BY e.id`,
  );
}

/** Tickets from the raffle's rule: per whole `betPerTicket` of valid bet plus per deposit step. */
export function ticketsFor(r: RaffleRow, a: EntryActivity): number {
  if (a.excluded) return 0;
  const per = (amount: string, step: number | null) =>
    step ? Math.floor(Math.max(0, Number(amount)) / step) : 0;
  return per(a.staked, r.betPerTicket) + per(a.deposited, r.depositPerTicket);
}

/**
 * The draw's state move: `open → drawn` only if still open and ended. Of two processes
 * (or a rerun) exactly one gets the row back; the other moves nothing.
 */
export async function markDrawn(db: Db, id: number): Promise<boolean> {
  const moved = await db
    .update(raffle)
    .set({ status: 'drawn', drawnAt: sql`now()` })
    .where(and(eq(raffle.id, id), eq(raffle.status, 'open'), sql`${raffle.endsAt} <= now()`))
    .returning({ id: raffle.id });
  return moved.length > 0;
}

export async function setEntryTickets(db: Db, entryId: number, first: number, tickets: number) {
  await db
    .update(raffleEntry)
    .set({ firstTicket: first, tickets })
    .where(eq(raffleEntry.id, entryId));
}

export async function addWinner(db: Db, row: typeof raffleWinner.$inferInsert) {
  await db.insert(raffleWinner).values(row);
}

/** Open raffles whose end has passed: the scheduled job's work. */
export const endedOpenRaffles = (db: Db) =>
  db
    .select({ id: raffle.id })
    .from(raffle)
    .where(and(eq(raffle.status, 'open'), sql`${raffle.endsAt} <= now()`))
    .orderBy(asc(raffle.endsAt));

/** Whether the member is on a time-out or self-excluded now (ADR 032). */
export async function isExcluded(db: Db, memberId: number): Promise<boolean> {
  const [row] = await sqlRows<{ excluded: boolean }>(
    db,
    sql`SELECT ${excludedNow(sql`${memberId}::int`)} AS excluded`,
  );
  return row?.excluded === true;
}
