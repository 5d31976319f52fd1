import { randomUUID } from 'node:crypto';
import {
  clientSeedSchema,
  IN_HOUSE_MATH_VERSION,
  IN_HOUSE_MAX_STAKE,
  inHouseMinStake,
  isInHouseGameCode,
  ROUND_HISTORY_LIMIT,
  type DemoSessionValue,
  type FairnessState,
  type InHouseGameCode,
  type InHouseSession,
  type RotateSeedValue,
  type RoundResult,
} from '@openlobby/contract';
import {
  playDice,
  playMines,
  playSlot,
  type DiceBet,
  type Fairness,
  type MinesBet,
  type SlotBet,
} from '@openlobby/games';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { GameSessions, databaseErrorOf, type ProviderWallet } from '../wallet';
import { roundTransactionIds, WalletBank, type Bank } from './bank';
import { demoPlay } from './demo-rounds';
import type { DemoSessions } from './demo-sessions';
import { DbRoundStore } from './round-repository';
import { refusingBadBets } from './game-errors';
import type { NewRound, RoundDecision, RoundRecord, RoundStore } from './round-store';

export const IN_HOUSE_VENDOR_CODE = 'BGS';

/** Who plays behind a game token, with where their rounds and money live. */
export type Player = {
  gameCode: InHouseGameCode;
  demo: boolean;
  store: RoundStore;
  bank: Bank;
  /**
   * An instant round (dice, slot) in one step: a member's in one statement (ADR 054), a
   * demo's in one change of its session (demo-rounds.ts).
   */
  instant?: (round: Omit<NewRound, 'balanceBefore'>, decide: Decide) => Promise<RoundResult>;
  /**
   * A demo's stake taken and its round recorded in one change of its session; a member
   * bets, then records, and the bet is rolled back should recording fail.
   */
  openRound?: (round: Omit<NewRound, 'balanceBefore'>, decide: Decide) => Promise<RoundRecord>;
};

type Decide = (fairness: Fairness) => RoundDecision;

/** Any fairness: validating a bet by playing it once costs one HMAC and decides nothing. */
const dryRun: Fairness = { serverSeed: 'validation', clientSeed: 'validation', nonce: 0 };

/**
 * The in-house games (provider BGS). A member's instant round (dice, slot) is one statement
 * (ADR 054): the nonce, the stake as a wallet bet, the payout as its win and the settled
 * record, all or nothing; a demo's is one change of its session, as atomic. A member's
 * mines goes step by step: debit the stake, take a nonce and record the round the maths
 * decides (one transaction), then credit the payout as a win; should recording fail after
 * the bet, the bet is rolled back (a demo's stake and record are one change). Mines keeps
 * its bet open while the player reveals tiles, and settles on the end.
 */
export class InHouseGames {
  private readonly sessions: GameSessions;

  constructor(
    private readonly db: Db,
    private readonly wallet: ProviderWallet,
    private readonly demos: DemoSessions,
    private readonly currency: string,
    /** The jurisdiction's least time between two slot spins, ms (UK: 2500; ADR 032). */
    private readonly minSpinMs: () => Promise<number> = async () => 0,
  ) {
    this.sessions = new GameSessions(db);
  }

  /**
   * The player of a game token: a member's wallet game session, or a demo session. The
   * wallet's sessions are looked up first: they are cached in this process, so a real-money
   * round (the hot path, P8) never waits on the demo store, which is Redis with REDIS_URL.
   */
  async player(token: string | undefined): Promise<Player> {
    if (!token) throw new AppError('GAME_SESSION_INVALID', 'no game token');
    const session = await this.sessions.find(IN_HOUSE_VENDOR_CODE, token);
    if (!session) {
      const demo = await this.demos.find(IN_HOUSE_VENDOR_CODE, token);
      if (demo && isInHouseGameCode(demo.gameCode)) {
        return {
          gameCode: demo.gameCode,
          demo: true,
          ...demoPlay(demo, IN_HOUSE_MATH_VERSION),
        };
      }
    }
    if (!session || !isInHouseGameCode(session.gameCode)) {
      throw new AppError('GAME_SESSION_INVALID', 'unknown BGS game token');
    }
    const { memberId } = session;
    return {
      gameCode: session.gameCode,
      demo: false,
      store: new DbRoundStore(this.db, memberId, IN_HOUSE_MATH_VERSION),
      bank: new WalletBank(this.wallet, IN_HOUSE_VENDOR_CODE, token),
      instant: (round, decide) =>
        this.wallet.ownInstantRound(
          IN_HOUSE_VENDOR_CODE,
          {
            token,
            roundId: round.id,
            gameCode: round.gameCode,
            stake: round.stake,
            transactionId: roundTransactionIds(round.id).bet,
            winTransactionId: roundTransactionIds(round.id).win,
          },
          (db, postings) =>
            new DbRoundStore(db, memberId, IN_HOUSE_MATH_VERSION).playInstant(
              round,
              decide,
              postings,
            ),
        ),
    };
  }

  /** Opens a demo (play money) of an in-house game; answers its game token. */
  async openDemo(gameCode: InHouseGameCode, ip: string): Promise<DemoSessionValue> {
    const opened = await this.demos.open({ vendorCode: IN_HOUSE_VENDOR_CODE, gameCode, ip });
    return { token: opened.token, expiresAt: opened.expiresAt.toISOString() };
  }

  /** What the page shows on opening; finishes any round whose win was not yet posted. */
  async session(player: Player): Promise<InHouseSession> {
    for (const round of await player.store.unsettled()) await this.finish(player, round);
    return {
      vendorCode: IN_HOUSE_VENDOR_CODE,
      gameCode: player.gameCode,
      demo: player.demo,
      balance: await player.bank.balance(),
      currency: this.currency,
      fairness: await player.store.fairness(),
    };
  }

  fairness(player: Player): Promise<FairnessState> {
    return player.store.fairness();
  }

  setClientSeed(player: Player, clientSeed: string): Promise<FairnessState> {
    const parsed = clientSeedSchema.safeParse(clientSeed);
    if (!parsed.success) throw new AppError('GAME_SEED_INVALID', 'client seed');
    return player.store.setClientSeed(parsed.data);
  }

  rotateSeed(player: Player): Promise<RotateSeedValue> {
    return player.store.rotate();
  }

  async spinSlot(player: Player, input: { stake: number }): Promise<RoundResult> {
    await this.keepSpinPace(player);
    const bet: SlotBet = { stake: stakeOf('slot', input.stake) };
    return this.instantRound(player, 'slot', (fairness) => {
      const outcome = playSlot(bet, fairness);
      return decided({ stake: input.stake }, outcome, outcome.multiplierBp > 0 ? 'won' : 'lost');
    });
  }

  rollDice(
    player: Player,
    input: { stake: number; targetHundredths: number; direction: string },
  ): Promise<RoundResult> {
    const bet = {
      stake: stakeOf('dice', input.stake),
      targetHundredths: input.targetHundredths,
      direction: input.direction,
    } as DiceBet;
    return this.instantRound(player, 'dice', (fairness) => {
      const outcome = playDice(bet, fairness);
      const json = { ...input, direction: bet.direction };
      return decided(json, outcome, outcome.win ? 'won' : 'lost');
    });
  }

  async startMines(player: Player, input: { stake: number; mines: number }): Promise<RoundResult> {
    this.expectGame(player, 'mines');
    const bet: MinesBet = {
      stake: stakeOf('mines', input.stake),
      mines: input.mines,
      reveals: [],
      cashOut: false,
    };
    refusingBadBets(() => playMines(bet, dryRun));
    if (await player.store.playing('mines')) throw new AppError('GAME_ROUND_IN_PROGRESS');
    const round = await this.openRound(player, 'mines', input.stake, (fairness) => {
      const outcome = playMines(bet, fairness);
      return decided({ ...input, reveals: [], cashOut: false }, outcome, outcome.status);
    });
    return { round, balance: round.balanceBefore - round.stake };
  }

  revealMine(player: Player, input: { roundId: string; tile: number }): Promise<RoundResult> {
    return this.moveMines(player, input.roundId, (bet) => ({
      ...bet,
      reveals: [...bet.reveals, input.tile],
    }));
  }

  cashOutMines(player: Player, input: { roundId: string }): Promise<RoundResult> {
    return this.moveMines(player, input.roundId, (bet) => ({ ...bet, cashOut: true }));
  }

  currentMines(player: Player): Promise<RoundRecord | null> {
    return player.store.playing('mines');
  }

  rounds(player: Player, gameCode: InHouseGameCode | undefined): Promise<RoundRecord[]> {
    return player.store.list(gameCode ?? player.gameCode, ROUND_HISTORY_LIMIT);
  }

  /**
   * Refuses a slot spin sooner than the jurisdiction's minimum after the member's previous
   * one (C5, UK RTS 14D), read from the stored rounds so every instance agrees.
   */
  private async keepSpinPace(player: Player): Promise<void> {
    const minMs = await this.minSpinMs();
    if (minMs <= 0) return;
    const [last] = await player.store.list('slot', 1);
    if (!last) return;
    const waitMs = new Date(last.createdAt).getTime() + minMs - Date.now();
    if (waitMs > 0) throw new AppError('PROTECTION_SPIN_TOO_SOON', `${waitMs} ms`, { waitMs });
  }

  async round(player: Player, roundId: string): Promise<RoundRecord> {
    const round = await player.store.get(roundId);
    if (!round) throw new AppError('NOT_FOUND', `round ${roundId}`);
    return round;
  }

  /**
   * One of a member's own rounds for the betting record's Verify (ADR 026), read with the
   * member token instead of a game token. The store reads by member and id, so another
   * member's round and an unknown id are the same 404; the server seed shows only once its
   * pair was rotated (the store's rule for every round read).
   */
  async memberRound(memberId: number, roundId: string): Promise<RoundRecord> {
    const store = new DbRoundStore(this.db, memberId, IN_HOUSE_MATH_VERSION);
    const round = await store.get(roundId);
    if (!round) throw new AppError('GAME_ROUND_NOT_FOUND', `round ${roundId}`);
    return round;
  }

  private async instantRound(
    player: Player,
    gameCode: 'slot' | 'dice',
    decide: Decide,
  ): Promise<RoundResult> {
    this.expectGame(player, gameCode);
    const dry = refusingBadBets(() => decide(dryRun));
    if (player.instant) {
      return player.instant({ id: randomUUID(), gameCode, stake: dry.bet.stake }, decide);
    }
    const round = await this.openRound(player, gameCode, dry.bet.stake, decide);
    return this.finish(player, round);
  }

  /**
   * Bets, then records the round; a failure to record gives the stake back. A demo does
   * both in one change of its session.
   */
  private async openRound(
    player: Player,
    gameCode: InHouseGameCode,
    stake: number,
    decide: (fairness: Fairness) => RoundDecision,
  ): Promise<RoundRecord> {
    const id = randomUUID();
    if (player.openRound) return player.openRound({ id, gameCode, stake }, decide);
    const balanceAfterBet = await player.bank.bet(id, gameCode, stake);
    try {
      return await player.store.open(
        { id, gameCode, stake, balanceBefore: balanceAfterBet + stake },
        decide,
      );
    } catch (error) {
      await player.bank.rollback(id, stake);
      // Two starts raced past the check: the unique index let one mines round through.
      if (databaseErrorOf(error)?.code === '23505') throw new AppError('GAME_ROUND_IN_PROGRESS');
      throw error;
    }
  }

  private async moveMines(
    player: Player,
    roundId: string,
    change: (bet: MinesBet) => MinesBet,
  ): Promise<RoundResult> {
    this.expectGame(player, 'mines');
    const round = await player.store.advance(roundId, (current, fairness) => {
      if (current.gameCode !== 'mines') throw new AppError('NOT_FOUND', `round ${roundId}`);
      const bet = change({ ...current.bet, stake: BigInt(current.bet.stake) });
      const outcome = refusingBadBets(() => playMines(bet, fairness));
      return decided({ ...bet, stake: current.bet.stake }, outcome, outcome.status);
    });
    if (round.state === 'playing') return { round, balance: await player.bank.balance() };
    return this.finish(player, round);
  }

  /** Posts the round's win (0 for a loss, which closes its bet) and records the balance. */
  private async finish(player: Player, round: RoundRecord): Promise<RoundResult> {
    const balance = await player.bank.win(round.id, round.gameCode, round.payout);
    return { round: await player.store.settle(round.id, balance), balance };
  }

  private expectGame(player: Player, gameCode: InHouseGameCode): void {
    if (player.gameCode !== gameCode) {
      throw new AppError(
        'GAME_SESSION_INVALID',
        `token of ${player.gameCode} used for ${gameCode}`,
      );
    }
  }
}

/** Stakes are whole minor units within the game's limits. */
function stakeOf(gameCode: InHouseGameCode, stake: number): bigint {
  if (
    !Number.isSafeInteger(stake) ||
    stake < inHouseMinStake[gameCode] ||
    stake > IN_HOUSE_MAX_STAKE
  ) {
    throw new AppError('GAME_STAKE_INVALID', String(stake));
  }
  return BigInt(stake);
}

/** The maths' outcome as the JSON a round records (bigint payouts become numbers). */
function decided(
  bet: Record<string, unknown>,
  outcome: { payout: bigint },
  state: RoundRecord['state'],
): RoundDecision {
  const payout = Number(outcome.payout);
  return {
    bet: bet as RoundDecision['bet'],
    outcome: { ...outcome, payout } as RoundDecision['outcome'],
    state,
    payout,
  };
}
