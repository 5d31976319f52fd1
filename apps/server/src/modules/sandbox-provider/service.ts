import { randomUUID } from 'node:crypto';
import {
  MAX_BALANCE,
  ROUND_HISTORY_LIMIT,
  SANDBOX_MAX_STAKE,
  SANDBOX_MIN_STAKE,
  SANDBOX_VENDOR,
  type DemoSessionValue,
  type Language,
  type SandboxRound,
  type SandboxSession,
  type SandboxSpinValue,
} from '@openlobby/contract';
import { payoutFor } from '@openlobby/games';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { sha256 } from '../../lib/secure-random';
import type { DemoSession, DemoSessions } from '../in-house';
import type { GameSessions } from '../wallet';
import {
  deleteRound,
  finishRound,
  insertPendingRound,
  openPendingRound,
  setRoundState,
  settledRounds,
  unfinishedRounds,
  type SandboxRoundRow as Row,
} from './round-repository';
import { sandboxRtp, sandboxWheel, spinWheel } from './spin';
import {
  addToWallet,
  insertSettledRound,
  isTransferVendor,
  walletBalance,
} from './transfer-wallet-repository';
import { WalletRefusal, type SeamlessWalletClient } from './wallet-client';

export type SandboxGame = { vendor: string; gameCode: string };
export type CatalogueEntry = { name: string; nameEn: string; namePt: string; demo: boolean };

export type SandboxProviderOptions = {
  db: Db;
  wallet: SeamlessWalletClient;
  demos: DemoSessions;
  /** The wallet's game sessions: a transfer-mode round names its member by the token. */
  gameSessions: GameSessions;
  currency: string;
  /** The catalogue's entry of a game it plays (null when unknown or switched off). */
  catalogue: (game: SandboxGame) => Promise<CatalogueEntry | null>;
  /** Draws a spin's multiplier (tests replace it to make a round fail after its bet). */
  spin?: () => number;
  /** How old a `pending` round must be before a later call rolls it back. */
  pendingTimeoutMs?: number;
};

/**
 * The sandbox aggregator that plays third-party catalogue entries. It behaves like an
 * outside provider: it knows the player only by the game token, and it moves money only by
 * signed seamless-wallet calls as SANDBOX (bet, win, rollback), each with its own
 * transaction id, retried safely because the wallet is idempotent. A round is written
 * before its bet, so whatever fails after the bet — the spin, its own database — ends in
 * a rollback, now or at the token's next call.
 */
export class SandboxProvider {
  private readonly spin: () => number;
  private readonly pendingTimeoutMs: number;

  constructor(private readonly options: SandboxProviderOptions) {
    this.spin = options.spin ?? (() => spinWheel());
    this.pendingTimeoutMs = options.pendingTimeoutMs ?? 60_000;
  }

  /** Opens a demo (play money) of a catalogue game that offers one; answers its token. */
  async openDemo(game: SandboxGame, ip: string): Promise<DemoSessionValue> {
    const entry = await this.options.catalogue(game);
    if (!entry) throw new AppError('GAME_NOT_FOUND', `${game.vendor}/${game.gameCode}`);
    if (!entry.demo) throw new AppError('DEMO_NOT_AVAILABLE', `${game.vendor}/${game.gameCode}`);
    const opened = await this.options.demos.open({
      ip,
      vendorCode: SANDBOX_VENDOR,
      gameVendor: game.vendor,
      gameCode: game.gameCode,
    });
    return { token: opened.token, expiresAt: opened.expiresAt.toISOString() };
  }

  async session(
    token: string | undefined,
    game: SandboxGame,
    language: Language,
  ): Promise<SandboxSession> {
    const demo = await this.demo(token, game);
    let balance: number;
    if (demo) {
      balance = demo.state.balance;
    } else if (await isTransferVendor(this.options.db, game.vendor)) {
      const memberId = await this.transferMember(token!, game.vendor, false);
      balance = await walletBalance(this.options.db, game.vendor, memberId);
    } else {
      await this.recover(token!);
      balance = (await this.wallet(game.vendor, 'balance', { token })).balance;
    }
    const entry = await this.options.catalogue(game);
    const gameName = entry ? (language === 'en' ? entry.nameEn : entry.namePt) : game.gameCode;
    return {
      ...game,
      gameName,
      demo: demo !== null,
      balance,
      currency: this.options.currency,
      rtp: sandboxRtp,
      multipliersBp: sandboxWheel.map((s) => s.multiplierBp),
    };
  }

  async play(token: string | undefined, input: SandboxGame & { stake: number }) {
    const stake = input.stake;
    if (!Number.isSafeInteger(stake) || stake < SANDBOX_MIN_STAKE || stake > SANDBOX_MAX_STAKE) {
      throw new AppError('GAME_STAKE_INVALID', String(stake));
    }
    const demo = await this.demo(token, input);
    if (demo) return this.playDemo(demo, input);
    if (await isTransferVendor(this.options.db, input.vendor)) {
      return this.playTransfer(token!, input);
    }
    await this.recover(token!);
    return this.playForReal(token!, input);
  }

  async rounds(token: string | undefined): Promise<SandboxRound[]> {
    const demo = await this.demo(token);
    if (demo) return demo.state.sandboxRounds.slice(-ROUND_HISTORY_LIMIT).reverse();
    const rows = await settledRounds(this.options.db, sha256(token!), ROUND_HISTORY_LIMIT);
    return rows.map(toRound);
  }

  /**
   * A transfer-mode vendor (issue 15) plays against its own wallet of the member, as a
   * real transfer-mode provider does: the stake taken, the spin drawn, the payout added and
   * the round written, in one transaction of its own database; the ledger sees only the
   * member's transfers in and out.
   */
  private async playTransfer(
    token: string,
    input: SandboxGame & { stake: number },
  ): Promise<SandboxSpinValue> {
    const memberId = await this.transferMember(token, input.vendor, true);
    return this.options.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const afterBet = await addToWallet(tx, input.vendor, memberId, -input.stake, MAX_BALANCE);
      if (afterBet === null) {
        const balance = await walletBalance(tx, input.vendor, memberId);
        throw new AppError('INSUFFICIENT_FUNDS', 'provider wallet', { balance });
      }
      const multiplierBp = this.spin();
      const payout = payoutOf(input.stake, multiplierBp);
      const balance = await addToWallet(tx, input.vendor, memberId, payout, MAX_BALANCE);
      if (balance === null) throw new AppError('BALANCE_LIMIT_EXCEEDED', 'provider wallet');
      const row = await insertSettledRound(tx, {
        id: randomUUID(),
        sessionHash: sha256(token),
        vendor: input.vendor,
        gameCode: input.gameCode,
        stake: input.stake,
        multiplierBp,
        payout,
        balanceBefore: afterBet + input.stake,
        balanceAfter: balance,
        state: payout > 0 ? 'won' : 'lost',
      });
      return { round: toRound(row), balance };
    });
  }

  /** The member a real game token of this vendor names; bets need it unexpired. */
  private async transferMember(token: string, vendor: string, forBet: boolean): Promise<number> {
    const session = await this.options.gameSessions.find(vendor, token);
    if (!session) throw new AppError('GAME_SESSION_INVALID', `no session of ${vendor}`);
    if (forBet && session.expired) throw new AppError('GAME_SESSION_EXPIRED', vendor);
    return session.memberId;
  }

  private async playForReal(token: string, input: SandboxGame & { stake: number }) {
    const { db } = this.options;
    const id = randomUUID();
    await insertPendingRound(db, {
      id,
      sessionHash: sha256(token),
      vendor: input.vendor,
      gameCode: input.gameCode,
      stake: input.stake,
    });
    const bet = await this.wallet(input.vendor, 'bet', {
      token,
      transactionId: `${id}-bet`,
      roundId: id,
      gameCode: input.gameCode,
      amount: input.stake,
    }).catch(async (error: unknown) => {
      // A refusal is final and took nothing, so the round never was; any other failure may
      // have taken the stake.
      if (error instanceof AppError && error.errorCode !== 'GAME_PROVIDER_UNAVAILABLE') {
        await deleteRound(db, id);
        throw error;
      }
      await this.rollBack(input.vendor, id, token, input.stake);
      throw error;
    });
    // A rollback of ours (recovering this round as stale) reached the wallet first.
    if (bet.transactionId === null) throw new AppError('GAME_PROVIDER_UNAVAILABLE', 'bet voided');

    let multiplierBp: number;
    let payout: number;
    try {
      multiplierBp = this.spin();
      payout = payoutOf(input.stake, multiplierBp);
      const balanceBefore = bet.balance + input.stake;
      const opened = await openPendingRound(db, id, { multiplierBp, payout, balanceBefore });
      // Recovery took this round for abandoned and rolled it back meanwhile.
      if (!opened) throw new Error('round rolled back by recovery');
    } catch (error) {
      await this.rollBack(input.vendor, id, token, input.stake);
      throw new AppError('GAME_PROVIDER_UNAVAILABLE', String(error));
    }
    return this.settle(input.vendor, token, id, input.gameCode, payout);
  }

  /** Sends the win (0 closes a loss) and records the round as settled. */
  private async settle(
    vendor: string,
    token: string,
    id: string,
    gameCode: string,
    payout: number,
  ): Promise<SandboxSpinValue> {
    const win = await this.wallet(vendor, 'win', {
      token,
      transactionId: `${id}-win`,
      betTransactionId: `${id}-bet`,
      roundId: id,
      gameCode,
      amount: payout,
    }).catch(async (error: unknown) => {
      // The bet was rolled back (recovery took the round for abandoned): nothing to pay.
      if (error instanceof AppError && error.errorCode === 'TRANSACTION_ROLLED_BACK') {
        await this.setState(id, 'rolled_back');
      }
      throw error;
    });
    const row = await finishRound(this.options.db, id, {
      state: payout > 0 ? 'won' : 'lost',
      balanceAfter: win.balance,
    });
    return { round: toRound(row!), balance: win.balance };
  }

  /**
   * Finishes what an earlier call of this token left half done: `open` rounds get their win
   * again (the same transaction id, so at most one is paid), stale `pending` ones a rollback.
   */
  private async recover(token: string): Promise<void> {
    const stale = new Date(Date.now() - this.pendingTimeoutMs);
    const rows = await unfinishedRounds(this.options.db, sha256(token), stale);
    for (const row of rows) {
      try {
        if (row.state === 'open') {
          await this.settle(row.vendor, token, row.id, row.gameCode, row.payout!);
        } else {
          await this.rollBack(row.vendor, row.id, token, row.stake);
        }
      } catch {
        // Still unreachable: the next call tries again; this one goes on meanwhile.
      }
    }
  }

  private async rollBack(vendor: string, id: string, token: string, stake: number) {
    await this.wallet(vendor, 'rollback', {
      token,
      transactionId: `${id}-rollback`,
      betTransactionId: `${id}-bet`,
      roundId: id,
      amount: stake,
    });
    await this.setState(id, 'rolled_back');
  }

  private async setState(id: string, state: Row['state']): Promise<void> {
    await setRoundState(this.options.db, id, state);
  }

  /**
   * A demo spin: stake, spin, payout and round in one change of the demo session, so spins
   * sent at once through several instances neither lose nor double play money.
   */
  private playDemo(
    demo: DemoSession,
    input: SandboxGame & { stake: number },
  ): Promise<SandboxSpinValue> {
    const id = randomUUID();
    return demo.change((state) => {
      if (state.balance < input.stake) {
        throw new AppError('INSUFFICIENT_FUNDS', 'demo', { balance: state.balance });
      }
      const balanceBefore = state.balance;
      const multiplierBp = this.spin();
      const payout = payoutOf(input.stake, multiplierBp);
      state.balance += payout - input.stake;
      const round: SandboxRound = {
        id,
        vendor: input.vendor,
        gameCode: input.gameCode,
        stake: input.stake,
        multiplierBp,
        payout,
        balanceBefore,
        balanceAfter: state.balance,
        state: payout > 0 ? 'won' : 'lost',
        createdAt: new Date().toISOString(),
      };
      state.sandboxRounds.push(round);
      if (state.sandboxRounds.length > 50) state.sandboxRounds.shift();
      return { round, balance: state.balance };
    });
  }

  /**
   * The demo session of a token, or null for a real-money token. A demo token plays only
   * the game it was opened for (as the wallet binds a real game token to its vendor), so
   * another vendor or game under it is refused.
   */
  private async demo(token: string | undefined, game?: SandboxGame): Promise<DemoSession | null> {
    if (!token) throw new AppError('GAME_SESSION_INVALID', 'no game token');
    const demo = await this.options.demos.find(SANDBOX_VENDOR, token);
    if (demo && game && (demo.gameVendor !== game.vendor || demo.gameCode !== game.gameCode)) {
      throw new AppError('GAME_SESSION_INVALID', `demo of ${demo.gameVendor}/${demo.gameCode}`);
    }
    return demo;
  }

  /** A wallet call; its refusals become the same error for our player, unknowns a 503. */
  private async wallet(
    vendor: string,
    what: Parameters<SeamlessWalletClient['call']>[1],
    body: Record<string, unknown>,
  ) {
    try {
      return await this.options.wallet.call(vendor, what, body);
    } catch (error) {
      if (error instanceof WalletRefusal)
        throw new AppError(error.errorCode, error.message, error.value);
      throw new AppError('GAME_PROVIDER_UNAVAILABLE', String(error));
    }
  }
}

function payoutOf(stake: number, multiplierBp: number): number {
  return Number(payoutFor(BigInt(stake), multiplierBp));
}

function toRound(row: Row): SandboxRound {
  return {
    id: row.id,
    vendor: row.vendor,
    gameCode: row.gameCode,
    stake: row.stake,
    multiplierBp: row.multiplierBp ?? 0,
    payout: row.payout ?? 0,
    balanceBefore: row.balanceBefore ?? 0,
    balanceAfter: row.balanceAfter ?? 0,
    state: row.state === 'won' ? 'won' : 'lost',
    createdAt: row.createdAt.toISOString(),
  };
}
