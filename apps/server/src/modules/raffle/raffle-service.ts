import { randomBytes } from 'node:crypto';
import {
  type Language,
  type OperatorRaffle,
  type OperatorRaffleDraw,
  type OperatorRaffleInput,
  type RaffleItem,
  type RaffleStatus,
  operatorRaffleInputSchema,
} from '@openlobby/contract';
import { drawRaffle, hashServerSeed, raffleClientSeed, raffleTicketRanges } from '@openlobby/games';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { maskName } from '../../lib/mask-name';
import { PROMOTIONS, post } from '../wallet';
import {
  addEntry,
  addRaffle,
  addWinner,
  entriesOfMember,
  entrantCounts,
  entryActivity,
  findRaffle,
  isExcluded,
  latestRaffles,
  markDrawn,
  setEntryTickets,
  ticketListOf,
  ticketsFor,
  winnersOf,
  type RaffleRow,
} from './raffle-repository';

/** One prize per (raffle, rank): a rerun or a second process finds the posting made. */
export const rafflePrizeKey = (raffleId: number, rank: number) =>
  `raffle:${raffleId}:prize:${rank}`;

export function raffleStatusOf(r: RaffleRow, now: Date): RaffleStatus {
  if (r.status === 'drawn') return 'drawn';
  if (now < r.startsAt) return 'coming';
  return now < r.endsAt ? 'open' : 'ended';
}

type View = Omit<RaffleItem, 'title' | 'me'>;

/** A raffle's common view; a drawn raffle also shows its seed, ticket list and winners. */
async function viewOf(
  db: Db,
  r: RaffleRow,
  now: Date,
  entrants: number,
  memberId: number | null,
): Promise<View> {
  const drawn = r.status === 'drawn';
  const list = drawn ? await ticketListOf(db, r.id) : [];
  const winners = drawn ? await winnersOf(db, r.id) : [];
  return {
    id: r.id,
    code: r.code,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    status: raffleStatusOf(r, now),
    betPerTicket: r.betPerTicket,
    depositPerTicket: r.depositPerTicket,
    prizes: r.prizes,
    seedHash: r.seedHash,
    seed: drawn ? r.serverSeed : null,
    clientSeed: raffleClientSeed(r.code),
    entrants,
    drawnAt: r.drawnAt?.toISOString() ?? null,
    ticketList: list.map((e) => ({
      entry: String(e.entryId),
      customerName: maskName(e.account),
      first: e.first ?? 0,
      tickets: e.tickets ?? 0,
    })),
    winners: winners.map((w) => ({
      rank: w.rank,
      entry: String(w.entryId),
      customerName: maskName(w.account),
      ticket: w.ticket,
      amount: w.amount,
      isMe: w.memberId === memberId,
    })),
  };
}

/**
 * The raffles (latest end first) in the reader's language; with a member, each with the
 * member's entry and tickets (counted now from the ledger until the draw fixes them).
 */
export async function listRaffles(
  db: Db,
  language: Language,
  memberId: number | null,
): Promise<RaffleItem[]> {
  const now = new Date();
  const rows = await latestRaffles(db);
  const ids = rows.map((r) => r.id);
  const counts = await entrantCounts(db, ids);
  const mine = memberId === null ? [] : await entriesOfMember(db, memberId, ids);
  return Promise.all(
    rows.map(async (r) => {
      const view = await viewOf(db, r, now, counts.get(r.id) ?? 0, memberId);
      const title = language === 'en' ? r.titleEn : r.titlePt;
      if (memberId === null) return { ...view, title, me: null };
      const entry = mine.find((e) => e.raffleId === r.id);
      return { ...view, title, me: { joined: !!entry, tickets: await ticketsOf(db, r, entry) } };
    }),
  );
}

async function ticketsOf(
  db: Db,
  r: RaffleRow,
  entry: { memberId: number; tickets: number | null } | undefined,
) {
  if (!entry) return 0;
  if (r.status === 'drawn') return entry.tickets ?? 0;
  const [activity] = await entryActivity(db, r, entry.memberId);
  return activity ? ticketsFor(r, activity) : 0;
}

/**
 * `MCS2_claimRafflePromotion`: the member opts in to a running raffle (ADR 039). From then
 * on the period's valid bets and deposits (the whole period, also before joining) count as
 * tickets. Refused, moving nothing: an unknown raffle, one not started or ended, a second
 * claim, a member on a time-out or self-excluded.
 */
export async function claimRaffle(
  db: Db,
  raffleId: number,
  memberId: number,
  language: Language,
): Promise<RaffleItem> {
  const r = await findRaffle(db, raffleId);
  if (!r) throw new AppError('NOT_FOUND', `raffle ${raffleId}`);
  const status = raffleStatusOf(r, new Date());
  if (status === 'coming') throw new AppError('RAFFLE_NOT_STARTED', `raffle ${r.id}`);
  if (status !== 'open') throw new AppError('RAFFLE_ENDED', `raffle ${r.id}`);
  if (await isExcluded(db, memberId)) throw new AppError('PROTECTION_EXCLUDED', `raffle ${r.id}`);
  if (!(await addEntry(db, r.id, memberId))) {
    throw new AppError('RAFFLE_ALREADY_JOINED', `raffle ${r.id} member ${memberId}`);
  }
  const items = await listRaffles(db, language, memberId);
  return items.find((i) => i.id === r.id)!;
}

/**
 * Draws an ended raffle and pays its prizes, all in one transaction (ADR 039): the
 * conditional `open → drawn` update first (one process wins it; a rerun or a second
 * process finds the raffle drawn and moves nothing), then the ticket list from the ledger
 * (excluded members hold none), the winners from the seed (`drawRaffle`), and one `bonus`
 * posting per prize keyed `raffle:<id>:prize:<rank>`.
 */
export async function drawRaffleNow(db: Db, raffleId: number): Promise<OperatorRaffleDraw> {
  const before = await findRaffle(db, raffleId);
  if (!before) throw new AppError('NOT_FOUND', `raffle ${raffleId}`);
  let outcome: OperatorRaffleDraw['outcome'] = 'already';
  if (before.status === 'open') {
    outcome = 'not-ended';
    if (before.endsAt <= new Date()) {
      outcome = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        if (!(await markDrawn(tx, before.id))) return 'already';
        await drawAndPay(tx, before);
        return 'drawn';
      });
    }
  }
  return { outcome, raffle: await operatorRaffle(db, raffleId) };
}

async function drawAndPay(tx: Db, r: RaffleRow): Promise<void> {
  const activity = await entryActivity(tx, r);
  const entrants = activity.map((a) => ({ key: String(a.entry_id), tickets: ticketsFor(r, a) }));
  for (const range of raffleTicketRanges(entrants)) {
    await setEntryTickets(tx, Number(range.key), range.first, range.tickets);
  }
  const memberOf = new Map(activity.map((a) => [String(a.entry_id), a.member_id]));
  for (const win of drawRaffle(r.serverSeed, r.code, entrants, r.prizes.length)) {
    const rank = win.rank + 1;
    const amount = r.prizes[win.rank]!;
    const paid = await post(tx, {
      idempotencyKey: rafflePrizeKey(r.id, rank),
      kind: 'bonus',
      memberId: memberOf.get(win.key)!,
      amount,
      counterparty: PROMOTIONS,
      reference: `raffle:${r.code}`,
    });
    await addWinner(tx, {
      raffleId: r.id,
      rank,
      entryId: Number(win.key),
      ticket: win.ticket,
      amount,
      postingId: paid.postingId,
    });
  }
}

export async function operatorRaffle(db: Db, id: number): Promise<OperatorRaffle> {
  const r = await findRaffle(db, id);
  if (!r) throw new AppError('NOT_FOUND', `raffle ${id}`);
  return toOperatorRaffle(db, r);
}

async function toOperatorRaffle(db: Db, r: RaffleRow): Promise<OperatorRaffle> {
  const counts = await entrantCounts(db, [r.id]);
  const view = await viewOf(db, r, new Date(), counts.get(r.id) ?? 0, null);
  return { ...view, titlePt: r.titlePt, titleEn: r.titleEn };
}

export async function operatorRaffles(db: Db): Promise<OperatorRaffle[]> {
  return Promise.all((await latestRaffles(db)).map((r) => toOperatorRaffle(db, r)));
}

/** Creates a raffle with a fresh seed; its SHA-256 is public from now on, the seed after the draw. */
export async function createRaffle(db: Db, input: OperatorRaffleInput): Promise<OperatorRaffle> {
  const b = operatorRaffleInputSchema.parse(input);
  const serverSeed = randomBytes(32).toString('hex');
  const row = await addRaffle(db, {
    code: b.code,
    titlePt: b.titlePt,
    titleEn: b.titleEn,
    startsAt: new Date(b.startsAt),
    endsAt: new Date(b.endsAt),
    betPerTicket: b.betPerTicket,
    depositPerTicket: b.depositPerTicket,
    prizes: b.prizes,
    serverSeed,
    seedHash: hashServerSeed(serverSeed),
  });
  if (!row) throw new AppError('RAFFLE_CODE_TAKEN', b.code);
  return toOperatorRaffle(db, row);
}
