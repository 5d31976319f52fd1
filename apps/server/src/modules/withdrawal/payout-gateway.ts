import { createHash } from 'node:crypto';
import type { PixKeyType } from '@openlobby/contract';

/** One payout the gateway is asked to make: the money already left the member's wallet. */
export type PayoutOrder = {
  withdrawalId: number;
  amount: number;
  currency: string;
  pixKeyType: PixKeyType;
  pixKey: string;
  payeeName: string;
};

/**
 * What a payment gateway does for withdrawals (architecture.md: outside services sit behind
 * small interfaces). `payout` must be idempotent by withdrawal id: an approval retried
 * after a failure asks again and must not pay twice.
 */
export interface PayoutGateway {
  /** The ledger's counterparty code: the hold posts to `payment:<code>`. */
  readonly code: string;
  /** Pays the order; answers the gateway's reference of the payout. */
  payout(order: PayoutOrder): Promise<string>;
}

/**
 * The sandbox gateway of a development install: it accepts every payout at once and moves
 * no real money. Its reference is derived from the order alone, so asking twice for one
 * withdrawal, from any server process, answers the same reference (the idempotency a real
 * gateway gives by order id).
 */
export class SandboxPayoutGateway implements PayoutGateway {
  readonly code = 'SANDBOX';

  async payout(order: PayoutOrder): Promise<string> {
    const digest = createHash('sha256')
      .update(`sandbox-payout:${order.withdrawalId}:${order.amount}:${order.pixKey}`)
      .digest('hex');
    return `SBX-${digest.slice(0, 20).toUpperCase()}`;
  }
}
