import type { FairnessState, RotateSeedValue } from '@openlobby/contract';
import type { Fairness } from '@openlobby/games';
import { AppError } from '../../lib/errors';
import type { NewRound, RoundDecision, RoundRecord, RoundStore } from './round-store';
import { newClientSeed, newServerSeed } from './seeds';

type Seed = { serverSeed: string; serverSeedHash: string; clientSeed: string; nextNonce: number };

/** How many rounds a demo session remembers (the page shows the last 10). */
const keptRounds = 50;

/**
 * A demo session's seeds and rounds, in this process's memory: the same provably fair
 * rounds as a member's, with play money that never reaches the ledger. JavaScript runs one
 * callback at a time, so taking a nonce and recording the round cannot interleave.
 */
export class MemoryRoundStore implements RoundStore {
  private seed: Seed = { ...newServerSeed(), clientSeed: newClientSeed(), nextNonce: 0 };
  /** Server seeds already rotated out, by hash: rounds on them may show them. */
  private readonly revealed = new Map<string, string>();
  /** Newest last. */
  private readonly rounds: RoundRecord[] = [];

  constructor(private readonly mathVersion: string) {}

  async fairness(): Promise<FairnessState> {
    return fairnessOf(this.seed);
  }

  async setClientSeed(clientSeed: string): Promise<FairnessState> {
    this.seed.clientSeed = clientSeed;
    return fairnessOf(this.seed);
  }

  async rotate(): Promise<RotateSeedValue> {
    const playing = this.rounds.find((r) => r.state === 'playing');
    if (playing) throw new AppError('GAME_ROUND_IN_PROGRESS', `round ${playing.id}`);
    const old = this.seed;
    this.revealed.set(old.serverSeedHash, old.serverSeed);
    // Only seeds of rounds still kept can be shown, so rotating in a loop cannot grow this.
    const kept = new Set(this.rounds.map((r) => r.serverSeedHash));
    for (const hash of this.revealed.keys()) if (!kept.has(hash)) this.revealed.delete(hash);
    this.seed = { ...newServerSeed(), clientSeed: old.clientSeed, nextNonce: 0 };
    return {
      previous: {
        serverSeed: old.serverSeed,
        serverSeedHash: old.serverSeedHash,
        clientSeed: old.clientSeed,
        rounds: old.nextNonce,
      },
      current: fairnessOf(this.seed),
    };
  }

  async open(round: NewRound, decide: (fairness: Fairness) => RoundDecision): Promise<RoundRecord> {
    const seed = this.seed;
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
      mathVersion: this.mathVersion,
      serverSeed: null,
    } as RoundRecord;
    this.rounds.push(record);
    if (this.rounds.length > keptRounds) this.rounds.shift();
    return this.view(record);
  }

  async advance(
    roundId: string,
    step: (round: RoundRecord, fairness: Fairness) => RoundDecision,
  ): Promise<RoundRecord> {
    const record = this.find(roundId);
    if (!record) throw new AppError('NOT_FOUND', `round ${roundId}`);
    if (record.state !== 'playing') throw new AppError('GAME_ROUND_OVER', roundId);
    const decision = step(this.view(record), {
      serverSeed: this.seed.serverSeed,
      clientSeed: record.clientSeed,
      nonce: record.nonce,
    });
    Object.assign(record, decision);
    return this.view(record);
  }

  async settle(roundId: string, balanceAfter: number): Promise<RoundRecord> {
    const record = this.find(roundId);
    if (!record) throw new Error(`round ${roundId} vanished`);
    record.balanceAfter ??= balanceAfter;
    return this.view(record);
  }

  async unsettled(): Promise<RoundRecord[]> {
    return this.rounds.filter((r) => r.state !== 'playing' && r.balanceAfter === null);
  }

  async playing(gameCode: RoundRecord['gameCode']): Promise<RoundRecord | null> {
    const record = this.rounds.find((r) => r.gameCode === gameCode && r.state === 'playing');
    return record ? this.view(record) : null;
  }

  async list(gameCode: RoundRecord['gameCode'] | undefined, limit: number) {
    return this.rounds
      .filter((r) => gameCode === undefined || r.gameCode === gameCode)
      .slice(-limit)
      .reverse()
      .map((r) => this.view(r));
  }

  async get(roundId: string): Promise<RoundRecord | null> {
    const record = this.find(roundId);
    return record ? this.view(record) : null;
  }

  private find(roundId: string): RoundRecord | undefined {
    return this.rounds.find((r) => r.id === roundId);
  }

  /** A copy, with the server seed once it is revealed. */
  private view(record: RoundRecord): RoundRecord {
    return structuredClone({
      ...record,
      serverSeed: this.revealed.get(record.serverSeedHash) ?? null,
    });
  }
}

function fairnessOf(seed: Seed): FairnessState {
  return {
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed,
    nonce: seed.nextNonce,
  };
}
