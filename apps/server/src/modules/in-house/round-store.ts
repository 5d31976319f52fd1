import type { FairnessState, InHouseRound, RotateSeedValue } from '@openlobby/contract';
import type { Fairness } from '@openlobby/games';

/** A recorded round as the API shows it; `serverSeed` is null until its pair is rotated. */
export type RoundRecord = InHouseRound;

export type RoundState = RoundRecord['state'];

/** What a game decides about a round, from its bet and fairness. */
export type RoundDecision = {
  bet: RoundRecord['bet'];
  outcome: RoundRecord['outcome'];
  state: RoundState;
  payout: number;
};

export type NewRound = {
  id: string;
  gameCode: RoundRecord['gameCode'];
  stake: number;
  balanceBefore: number;
};

/**
 * Seeds and rounds of one player: the database for members, memory for a demo session.
 * The game logic (service.ts) is the same over both.
 */
export interface RoundStore {
  fairness(): Promise<FairnessState>;
  setClientSeed(clientSeed: string): Promise<FairnessState>;
  /** Reveals the active server seed and commits to a new one; refused mid-round. */
  rotate(): Promise<RotateSeedValue>;
  /**
   * Takes the next nonce of the active seed pair and records the round `decide` settles
   * with it, atomically: no two rounds share a nonce, and a failure records nothing.
   */
  open(round: NewRound, decide: (fairness: Fairness) => RoundDecision): Promise<RoundRecord>;
  /**
   * Moves a playing round on (a mines reveal or cash-out) under a lock, so two moves of one
   * round happen one after the other. `step` may throw to refuse; nothing changes then.
   */
  advance(
    roundId: string,
    step: (round: RoundRecord, fairness: Fairness) => RoundDecision,
  ): Promise<RoundRecord>;
  /** Records the wallet balance once the round's win (or closing 0) is posted. */
  settle(roundId: string, balanceAfter: number): Promise<RoundRecord>;
  /** Ended rounds whose win is not yet posted (a crash or failure between the two). */
  unsettled(): Promise<RoundRecord[]>;
  playing(gameCode: RoundRecord['gameCode']): Promise<RoundRecord | null>;
  /** Newest first. */
  list(gameCode: RoundRecord['gameCode'] | undefined, limit: number): Promise<RoundRecord[]>;
  get(roundId: string): Promise<RoundRecord | null>;
}
