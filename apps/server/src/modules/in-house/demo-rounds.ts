import type { FairnessState, RotateSeedValue, RoundResult } from '@openlobby/contract';
import type { Fairness } from '@openlobby/games';
import { AppError } from '../../lib/errors';
import type { Bank } from './bank';
import type { DemoSeed, DemoState } from './demo-session-store';
import type { DemoSession } from './demo-sessions';
import type { NewRound, RoundDecision, RoundRecord, RoundStore } from './round-store';
import { newServerSeed } from './seeds';

/** How many rounds a demo session remembers (the page shows the last 10). */
const keptRounds = 50;

type Decide = (fairness: Fairness) => RoundDecision;

/**
 * A demo session's seeds and rounds: the same provably fair rounds as a member's, with
 * play money that never reaches the ledger. Every write is one `change` of the session
 * (demo-session-store.ts), atomic across instances, so taking a nonce and recording the
 * round cannot interleave with another round's, and two moves of a mines round happen one
 * after the other.
 */
export class DemoRounds implements RoundStore {
  constructor(
    private readonly session: DemoSession,
    private readonly mathVersion: string,
  ) {}

  async fairness(): Promise<FairnessState> {
    return fairnessOf((await this.session.read()).seed);
  }

  setClientSeed(clientSeed: string): Promise<FairnessState> {
    return this.session.change((state) => {
      state.seed.clientSeed = clientSeed;
      return fairnessOf(state.seed);
    });
  }

  rotate(): Promise<RotateSeedValue> {
    return this.session.change((state) => {
      const playing = state.rounds.find((r) => r.state === 'playing');
      if (playing) throw new AppError('GAME_ROUND_IN_PROGRESS', `round ${playing.id}`);
      const old = state.seed;
      state.revealed[old.serverSeedHash] = old.serverSeed;
      // Only seeds of rounds still kept can be shown, so rotating in a loop cannot grow this.
      const kept = new Set(state.rounds.map((r) => r.serverSeedHash));
      for (const hash of Object.keys(state.revealed)) {
        if (!kept.has(hash)) delete state.revealed[hash];
      }
      state.seed = { ...newServerSeed(), clientSeed: old.clientSeed, nextNonce: 0 };
      return {
        previous: {
          serverSeed: old.serverSeed,
          serverSeedHash: old.serverSeedHash,
          clientSeed: old.clientSeed,
          rounds: old.nextNonce,
        },
        current: fairnessOf(state.seed),
      };
    });
  }

  open(round: NewRound, decide: Decide): Promise<RoundRecord> {
    return this.session.change((state) => {
      delete state.pendingBets[round.id];
      return view(state, recordRound(state, round, decide, this.mathVersion));
    });
  }

  advance(
    roundId: string,
    step: (round: RoundRecord, fairness: Fairness) => RoundDecision,
  ): Promise<RoundRecord> {
    return this.session.change((state) => {
      const record = state.rounds.find((r) => r.id === roundId);
      if (!record) throw new AppError('NOT_FOUND', `round ${roundId}`);
      if (record.state !== 'playing') throw new AppError('GAME_ROUND_OVER', roundId);
      const decision = step(view(state, record), {
        serverSeed: state.seed.serverSeed,
        clientSeed: record.clientSeed,
        nonce: record.nonce,
      });
      Object.assign(record, decision);
      return view(state, record);
    });
  }

  settle(roundId: string, balanceAfter: number): Promise<RoundRecord> {
    return this.session.change((state) => {
      const record = state.rounds.find((r) => r.id === roundId);
      if (!record) throw new Error(`round ${roundId} vanished`);
      record.balanceAfter ??= balanceAfter;
      return view(state, record);
    });
  }

  async unsettled(): Promise<RoundRecord[]> {
    const state = await this.session.read();
    return state.rounds
      .filter((r) => r.state !== 'playing' && r.balanceAfter === null)
      .map((r) => view(state, r));
  }

  async playing(gameCode: RoundRecord['gameCode']): Promise<RoundRecord | null> {
    const state = await this.session.read();
    const record = state.rounds.find((r) => r.gameCode === gameCode && r.state === 'playing');
    return record ? view(state, record) : null;
  }

  async list(gameCode: RoundRecord['gameCode'] | undefined, limit: number) {
    const state = await this.session.read();
    return state.rounds
      .filter((r) => gameCode === undefined || r.gameCode === gameCode)
      .slice(-limit)
      .reverse()
      .map((r) => view(state, r));
  }

  async get(roundId: string): Promise<RoundRecord | null> {
    const state = await this.session.read();
    const record = state.rounds.find((r) => r.id === roundId);
    return record ? view(state, record) : null;
  }
}

/**
 * Play money of a demo session, never a ledger posting. Like the wallet (R2), every call
 * names its round and counts once: a stake is taken once per round and given back once,
 * and a round's payout is credited once, recording the balance on the round in the same
 * change, so two instances finishing one round cannot both pay it.
 */
export class DemoBank implements Bank {
  constructor(private readonly session: DemoSession) {}

  async balance(): Promise<number> {
    return (await this.session.read()).balance;
  }

  bet(roundId: string, _gameCode: string, stake: number): Promise<number> {
    return this.session.change((state) => {
      const known = state.rounds.some((r) => r.id === roundId);
      if (known || state.pendingBets[roundId] !== undefined) return state.balance;
      takeStake(state, stake);
      state.pendingBets[roundId] = stake;
      return state.balance;
    });
  }

  win(roundId: string, _gameCode: string, amount: number): Promise<number> {
    return this.session.change((state) => payOut(state, roundId, amount));
  }

  async rollback(roundId: string): Promise<void> {
    await this.session.change((state) => {
      const stake = state.pendingBets[roundId];
      if (stake === undefined) return;
      state.balance += stake;
      delete state.pendingBets[roundId];
    });
  }
}

/**
 * How a demo plays its rounds (service.ts's Player): its store and bank, and the two
 * whole steps that take a stake, each one change of the session, so no failure or crash
 * between a stake and its round can lose play money: a dice roll or slot spin (stake,
 * nonce, record and payout, as a member's is one statement, ADR 054) and a mines start
 * (stake and record; its payout is `DemoBank.win` when it ends).
 */
export function demoPlay(session: DemoSession, mathVersion: string) {
  return {
    store: new DemoRounds(session, mathVersion),
    bank: new DemoBank(session),
    instant: (round: Omit<NewRound, 'balanceBefore'>, decide: Decide): Promise<RoundResult> =>
      session.change((state) => {
        const record = stakeAndRecord(state, round, decide, mathVersion);
        const balance = payOut(state, record.id, record.payout);
        return { round: view(state, record), balance };
      }),
    openRound: (round: Omit<NewRound, 'balanceBefore'>, decide: Decide): Promise<RoundRecord> =>
      session.change((state) => {
        const playing = state.rounds.some(
          (r) => r.gameCode === round.gameCode && r.state === 'playing',
        );
        if (playing) throw new AppError('GAME_ROUND_IN_PROGRESS');
        return view(state, stakeAndRecord(state, round, decide, mathVersion));
      }),
  };
}

function takeStake(state: DemoState, stake: number): void {
  if (state.balance < stake) {
    throw new AppError('INSUFFICIENT_FUNDS', 'demo', { balance: state.balance });
  }
  state.balance -= stake;
}

function stakeAndRecord(
  state: DemoState,
  round: Omit<NewRound, 'balanceBefore'>,
  decide: Decide,
  mathVersion: string,
): RoundRecord {
  const balanceBefore = state.balance;
  takeStake(state, round.stake);
  return recordRound(state, { ...round, balanceBefore }, decide, mathVersion);
}

/** Credits a round's payout once, recording the balance after it on the round. */
function payOut(state: DemoState, roundId: string, amount: number): number {
  const record = state.rounds.find((r) => r.id === roundId);
  if (!record) throw new AppError('NOT_FOUND', `round ${roundId}`);
  if (record.balanceAfter !== null) return state.balance;
  state.balance += amount;
  record.balanceAfter = state.balance;
  return state.balance;
}

/** Takes the next nonce of the active seed pair and records the round it decides. */
function recordRound(
  state: DemoState,
  round: NewRound,
  decide: Decide,
  mathVersion: string,
): RoundRecord {
  const seed = state.seed;
  const nonce = seed.nextNonce;
  const decision = decide({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce });
  seed.nextNonce += 1;
  const record = {
    ...round,
    ...decision,
    balanceAfter: null,
    createdAt: new Date().toISOString(),
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed,
    nonce,
    mathVersion,
    serverSeed: null,
  } as RoundRecord;
  state.rounds.push(record);
  if (state.rounds.length > keptRounds) state.rounds.shift();
  return record;
}

/** A copy, with the server seed once it is revealed. */
function view(state: DemoState, record: RoundRecord): RoundRecord {
  return structuredClone({
    ...record,
    serverSeed: state.revealed[record.serverSeedHash] ?? null,
  });
}

function fairnessOf(seed: DemoSeed): FairnessState {
  return {
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed,
    nonce: seed.nextNonce,
  };
}
