import type { FairnessState, RotateSeedValue } from '@openlobby/contract';
import type { Fairness } from '@openlobby/games';
import { and, desc, eq, getTableColumns, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fairnessSeed, gameRound } from '../../db/schema/in-house';
import { AppError } from '../../lib/errors';
import { sqlRows } from '../../lib/sql-rows';
import type { OwnRoundPostings } from '../wallet';
import type { NewRound, RoundDecision, RoundRecord, RoundStore } from './round-store';
import { newClientSeed, newServerSeed } from './seeds';

type RoundRow = typeof gameRound.$inferSelect;

/** A played instant round and the wallet balance after its win. */
export type InstantPlay = { round: RoundRecord; balance: number };

const roundColumns = {
  round: gameRound,
  serverSeed: fairnessSeed.serverSeed,
  revealedAt: fairnessSeed.revealedAt,
};

/**
 * A member's seeds and rounds in PostgreSQL (schema/in-house.ts). Nonces are taken by one
 * conditional UPDATE of the active seed row, whose row lock also orders a rotation after a
 * round that is opening, so a mines board can never be revealed while it is in play.
 */
export class DbRoundStore implements RoundStore {
  constructor(
    private readonly db: Db,
    private readonly memberId: number,
    private readonly mathVersion: string,
  ) {}

  async fairness(): Promise<FairnessState> {
    return fairnessOf(await this.activeSeed());
  }

  async setClientSeed(clientSeed: string): Promise<FairnessState> {
    await this.activeSeed();
    const [seed] = await this.db
      .update(fairnessSeed)
      .set({ clientSeed })
      .where(this.isActive())
      .returning();
    // A rotation in between retired the row; the new one takes the seed instead.
    return seed ? fairnessOf(seed) : this.setClientSeed(clientSeed);
  }

  async rotate(): Promise<RotateSeedValue> {
    await this.activeSeed();
    const rotated = await this.db.transaction(async (tx) => {
      const [old] = await tx
        .update(fairnessSeed)
        .set({ active: false, revealedAt: new Date() })
        .where(this.isActive())
        .returning();
      if (!old) return null;
      const [playing] = await tx
        .select({ id: gameRound.id })
        .from(gameRound)
        .where(and(eq(gameRound.memberId, this.memberId), eq(gameRound.state, 'playing')))
        .limit(1);
      if (playing) throw new AppError('GAME_ROUND_IN_PROGRESS', `round ${playing.id}`);
      const [current] = await tx
        .insert(fairnessSeed)
        .values({ memberId: this.memberId, clientSeed: old.clientSeed, ...newServerSeed() })
        .returning();
      return { old, current: current! };
    });
    // Another rotation retired the row first: rotate what is active now.
    if (!rotated) return this.rotate();
    const { old, current } = rotated;
    return {
      previous: {
        serverSeed: old.serverSeed,
        serverSeedHash: old.serverSeedHash,
        clientSeed: old.clientSeed,
        rounds: old.nextNonce,
      },
      current: fairnessOf(current),
    };
  }

  async open(round: NewRound, decide: (fairness: Fairness) => RoundDecision): Promise<RoundRecord> {
    const row = await this.openOnActiveSeed(round, decide);
    if (row) return toRecord(row, null);
    // No active seed: the member's first round, or a rotation between the two statements.
    // Make sure one exists and open on it (the common case skips this read).
    await this.activeSeed();
    return this.open(round, decide);
  }

  /**
   * An instant round (dice, slot) whole, in one call of `in_house_instant_round` (migration
   * 0035, ADR 054): decided with the active pair's next nonce, then the nonce, the bet, the
   * win and the settled record in one statement. Should the pair move in between (another
   * round of the member's took the nonce, a rotation, a new client seed), nothing was
   * written and the round is decided anew; after a few such misses (many rounds of one
   * member at once) the pair's row is held while deciding, so the round cannot miss again.
   */
  async playInstant(
    round: Omit<NewRound, 'balanceBefore'>,
    decide: (fairness: Fairness) => RoundDecision,
    postings: OwnRoundPostings,
  ): Promise<InstantPlay> {
    // The wallet keyed the postings for its session's member; the round moves this
    // repository's member's money. They are one member, or nothing is played.
    if (postings.memberId !== this.memberId) {
      throw new Error(
        `postings of member ${postings.memberId} for member ${this.memberId}'s round`,
      );
    }
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const played = await this.playOn(this.db, await this.activeSeed(), round, decide, postings);
      if (played) return played;
    }
    return this.db.transaction(async (tx) => {
      const [seed] = await tx.select().from(fairnessSeed).where(this.isActive()).for('update');
      const played = seed && (await this.playOn(tx, seed, round, decide, postings));
      if (!played) throw new Error(`member ${this.memberId}: no active seed pair to play on`);
      return played;
    });
  }

  private async playOn(
    db: Db,
    seed: typeof fairnessSeed.$inferSelect,
    round: Omit<NewRound, 'balanceBefore'>,
    decide: (fairness: Fairness) => RoundDecision,
    postings: OwnRoundPostings,
  ): Promise<InstantPlay | null> {
    const nonce = seed.nextNonce;
    const decision = decide({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce });
    const [row] = await sqlRows<{
      out_balance_before: string;
      out_balance_after: string;
      out_created_ms: string;
      out_server_seed_hash: string;
    }>(
      db,
      sql`SELECT out_balance_before::text, out_balance_after::text, out_created_ms::text,
            out_server_seed_hash
          FROM in_house_instant_round(${this.memberId}::integer, ${seed.id}::integer,
            ${nonce}::integer, ${seed.clientSeed}, ${round.id}, ${round.gameCode},
            ${round.stake}::bigint, ${decision.payout}::bigint,
            ${JSON.stringify(decision.bet)}::jsonb, ${JSON.stringify(decision.outcome)}::jsonb,
            ${decision.state}, ${this.mathVersion}, ${postings.vendorCode},
            ${postings.counterparty}, ${postings.betKey}, ${postings.betHash},
            ${postings.winKey}, ${postings.winHash(decision.payout)}, ${postings.voidKey})`,
    );
    if (!row) return null;
    const balance = Number(row.out_balance_after);
    const record = {
      id: round.id,
      gameCode: round.gameCode,
      stake: round.stake,
      payout: decision.payout,
      balanceBefore: Number(row.out_balance_before),
      balanceAfter: balance,
      state: decision.state,
      createdAt: new Date(Number(row.out_created_ms)).toISOString(),
      serverSeedHash: row.out_server_seed_hash,
      clientSeed: seed.clientSeed,
      nonce,
      mathVersion: this.mathVersion,
      serverSeed: null,
      bet: decision.bet,
      outcome: decision.outcome,
    } as RoundRecord;
    return { round: record, balance };
  }

  private openOnActiveSeed(
    round: NewRound,
    decide: (fairness: Fairness) => RoundDecision,
  ): Promise<RoundRow | null> {
    return this.db.transaction(async (tx) => {
      const [seed] = await tx
        .update(fairnessSeed)
        .set({ nextNonce: sql`${fairnessSeed.nextNonce} + 1` })
        .where(this.isActive())
        .returning({
          id: fairnessSeed.id,
          serverSeed: fairnessSeed.serverSeed,
          serverSeedHash: fairnessSeed.serverSeedHash,
          clientSeed: fairnessSeed.clientSeed,
          nonce: sql<number>`${fairnessSeed.nextNonce} - 1`,
        });
      if (!seed) return null;
      const nonce = Number(seed.nonce);
      const decision = decide({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce });
      const [inserted] = await tx
        .insert(gameRound)
        .values({
          id: round.id,
          memberId: this.memberId,
          gameCode: round.gameCode,
          stake: round.stake,
          balanceBefore: round.balanceBefore,
          seedId: seed.id,
          serverSeedHash: seed.serverSeedHash,
          clientSeed: seed.clientSeed,
          nonce,
          mathVersion: this.mathVersion,
          ...decisionColumns(decision),
        })
        .returning();
      return inserted!;
    });
  }

  async advance(
    roundId: string,
    step: (round: RoundRecord, fairness: Fairness) => RoundDecision,
  ): Promise<RoundRecord> {
    const row = await this.db.transaction(async (tx) => {
      const [found] = await tx
        .select(roundColumns)
        .from(gameRound)
        .innerJoin(fairnessSeed, eq(fairnessSeed.id, gameRound.seedId))
        .where(and(eq(gameRound.id, roundId), eq(gameRound.memberId, this.memberId)))
        .for('update', { of: gameRound });
      if (!found) throw new AppError('NOT_FOUND', `round ${roundId}`);
      if (found.round.state !== 'playing') throw new AppError('GAME_ROUND_OVER', roundId);
      const { round } = found;
      const decision = step(toRecord(round, null), {
        serverSeed: found.serverSeed,
        clientSeed: round.clientSeed,
        nonce: round.nonce,
      });
      const [updated] = await tx
        .update(gameRound)
        .set(decisionColumns(decision))
        .where(eq(gameRound.id, roundId))
        .returning();
      return updated!;
    });
    return toRecord(row, null);
  }

  async settle(roundId: string, balanceAfter: number): Promise<RoundRecord> {
    // One statement: the update returns the round and, when its seed pair was rotated
    // since, the server seed the record then shows. A round settled before (a replayed
    // finish) is not updated again and is read instead.
    const [settled] = await this.db
      .update(gameRound)
      .set({ balanceAfter })
      .where(
        and(
          eq(gameRound.id, roundId),
          eq(gameRound.memberId, this.memberId),
          isNull(gameRound.balanceAfter),
        ),
      )
      .returning({
        ...getTableColumns(gameRound),
        revealedSeed: sql<string | null>`(SELECT ${fairnessSeed.serverSeed} FROM ${fairnessSeed}
          WHERE ${fairnessSeed.id} = ${gameRound.seedId} AND ${fairnessSeed.revealedAt} IS NOT NULL)`,
      });
    if (settled) {
      const { revealedSeed, ...row } = settled;
      return toRecord(row, revealedSeed);
    }
    const round = await this.get(roundId);
    if (!round) throw new Error(`round ${roundId} vanished`);
    return round;
  }

  async unsettled(): Promise<RoundRecord[]> {
    return this.select(
      and(
        eq(gameRound.memberId, this.memberId),
        ne(gameRound.state, 'playing'),
        isNull(gameRound.balanceAfter),
      ),
      100,
    );
  }

  async playing(gameCode: RoundRecord['gameCode']): Promise<RoundRecord | null> {
    const [round] = await this.select(
      and(
        eq(gameRound.memberId, this.memberId),
        eq(gameRound.gameCode, gameCode),
        eq(gameRound.state, 'playing'),
      ),
      1,
    );
    return round ?? null;
  }

  list(gameCode: RoundRecord['gameCode'] | undefined, limit: number): Promise<RoundRecord[]> {
    return this.select(
      and(
        eq(gameRound.memberId, this.memberId),
        gameCode ? eq(gameRound.gameCode, gameCode) : undefined,
      ),
      limit,
    );
  }

  async get(roundId: string): Promise<RoundRecord | null> {
    const [round] = await this.select(
      and(eq(gameRound.id, roundId), eq(gameRound.memberId, this.memberId)),
      1,
    );
    return round ?? null;
  }

  private async select(where: ReturnType<typeof and>, limit: number): Promise<RoundRecord[]> {
    const rows = await this.db
      .select(roundColumns)
      .from(gameRound)
      .innerJoin(fairnessSeed, eq(fairnessSeed.id, gameRound.seedId))
      .where(where)
      .orderBy(desc(gameRound.createdAt), desc(gameRound.nonce))
      .limit(limit);
    return rows.map((r) => toRecord(r.round, r.revealedAt ? r.serverSeed : null));
  }

  private isActive() {
    return and(eq(fairnessSeed.memberId, this.memberId), eq(fairnessSeed.active, true));
  }

  /** The active seed pair, created on the member's first visit. */
  private async activeSeed(): Promise<typeof fairnessSeed.$inferSelect> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const [seed] = await this.db.select().from(fairnessSeed).where(this.isActive());
      if (seed) return seed;
      // The partial unique index keeps one active row when two first visits race.
      await this.db
        .insert(fairnessSeed)
        .values({ memberId: this.memberId, clientSeed: newClientSeed(), ...newServerSeed() })
        .onConflictDoNothing();
    }
    throw new Error(`no active seed for member ${this.memberId}`);
  }
}

function fairnessOf(seed: typeof fairnessSeed.$inferSelect): FairnessState {
  return {
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed,
    nonce: seed.nextNonce,
  };
}

function decisionColumns(decision: RoundDecision) {
  return {
    bet: decision.bet,
    outcome: decision.outcome,
    state: decision.state,
    payout: decision.payout,
    settledAt: decision.state === 'playing' ? null : new Date(),
  };
}

function toRecord(row: RoundRow, serverSeed: string | null): RoundRecord {
  return {
    id: row.id,
    gameCode: row.gameCode,
    stake: row.stake,
    payout: row.payout,
    balanceBefore: row.balanceBefore,
    balanceAfter: row.balanceAfter,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed,
    nonce: row.nonce,
    mathVersion: row.mathVersion,
    serverSeed,
    bet: row.bet,
    outcome: row.outcome,
  } as RoundRecord;
}
