import type { ProviderWallet } from '../wallet';

/**
 * Where a round's money goes: the member's wallet through the seamless-wallet protocol, or
 * a demo session's play money (`DemoBank`, demo-rounds.ts). Every call names the round, so
 * a retry is the same call.
 */
export interface Bank {
  balance(): Promise<number>;
  /** Debits the stake; answers the balance after it. */
  bet(roundId: string, gameCode: string, stake: number): Promise<number>;
  /** Credits the payout (0 closes a lost round); answers the balance after it. */
  win(roundId: string, gameCode: string, amount: number): Promise<number>;
  /** Gives the stake back, once, when the round could not be played after its bet. */
  rollback(roundId: string, stake: number): Promise<void>;
}

/** The wallet transaction ids of a round's steps: the round id makes them (R2). */
export const roundTransactionIds = (roundId: string) => ({
  bet: `${roundId}-bet`,
  win: `${roundId}-win`,
  rollback: `${roundId}-rollback`,
});

/**
 * The in-house provider calls the wallet in-process, with exactly the protocol an outside
 * provider uses over HTTP (same transaction-id idempotency and ordering rules, R2/R3):
 * the round id makes the transaction ids, so a retried round step cannot pay twice.
 */
export class WalletBank implements Bank {
  constructor(
    private readonly wallet: ProviderWallet,
    private readonly vendorCode: string,
    private readonly token: string,
  ) {}

  async balance(): Promise<number> {
    return (await this.wallet.balance(this.vendorCode, this.token)).balance;
  }

  async bet(roundId: string, gameCode: string, stake: number): Promise<number> {
    const reply = await this.wallet.bet(this.vendorCode, {
      token: this.token,
      transactionId: roundTransactionIds(roundId).bet,
      roundId,
      gameCode,
      amount: stake,
    });
    return reply.balance;
  }

  async win(roundId: string, gameCode: string, amount: number): Promise<number> {
    const reply = await this.wallet.win(
      this.vendorCode,
      {
        token: this.token,
        transactionId: roundTransactionIds(roundId).win,
        betTransactionId: roundTransactionIds(roundId).bet,
        roundId,
        gameCode,
        amount,
      },
      // Our maths decided this payout; the operator's cap is for outside providers.
      { ownGame: true },
    );
    return reply.balance;
  }

  async rollback(roundId: string, stake: number): Promise<void> {
    await this.wallet.rollback(this.vendorCode, {
      token: this.token,
      transactionId: roundTransactionIds(roundId).rollback,
      betTransactionId: roundTransactionIds(roundId).bet,
      roundId,
      amount: stake,
    });
  }
}
