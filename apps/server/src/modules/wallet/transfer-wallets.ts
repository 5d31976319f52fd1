import type { WalletTransfer, WalletTransferValue } from '@openlobby/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { providerAccount } from './accounts';
import { post } from './ledger';
import { IdempotencyConflictError, InsufficientFundsError } from './ledger-errors';

/** A member's wallet at a transfer-mode provider. */
export type ProviderWalletRow = { vendorCode: string; balance: number; transferIn: boolean };

/** What a provider's wallet did with a change asked of it. */
export type ProviderWalletMove =
  { ok: true; balance: number } | { ok: false; reason: 'insufficient' | 'limit'; balance: number };

/**
 * The wallets transfer-mode providers keep per member (issue 15). The bundled sandbox
 * aggregator implements it over its own tables; app.ts lends it to the wallet, so the wallet
 * does not depend on the provider. `move` runs inside the wallet's transaction, beside the
 * ledger posting that explains it, so the two commit or fail together.
 */
export interface TransferWallets {
  /** The vendors now in transfer mode. */
  transferVendors(db: Db): Promise<string[]>;
  /** The member's wallets: every transfer-mode vendor, and any other still holding money. */
  balances(db: Db, memberId: number): Promise<ProviderWalletRow[]>;
  /** Adds `delta` (signed) to the member's wallet at `vendorCode`, never below 0. */
  move(tx: Db, vendorCode: string, memberId: number, delta: number): Promise<ProviderWalletMove>;
}

/** No provider runs in transfer mode: the merchant wallet is single. */
export const noTransferWallets: TransferWallets = {
  transferVendors: async () => [],
  balances: async () => [],
  move: async () => {
    throw new AppError('PROVIDER_WALLET_UNKNOWN');
  },
};

/** Ledger key of a wallet transfer: the member's `requestId` makes it idempotent. */
export const walletTransferKey = (memberId: number, requestId: string) =>
  `wallet-transfer:${memberId}:${requestId}`;

/**
 * Moves money between the member's main wallet and a transfer-mode provider's wallet
 * (`/wps/relay/GCS_walletTransfer`): one `transfer` posting against `provider:<vendor>`
 * and the provider wallet's change, in one transaction. In: the main wallet must hold the
 * amount (INSUFFICIENT_FUNDS); out: the provider's (PROVIDER_WALLET_INSUFFICIENT). The same
 * `requestId` again answers the first transfer and moves nothing; with other details it is
 * IDEMPOTENCY_CONFLICT. A provider back in seamless mode still lets money out, not in.
 */
export async function transferFunds(
  db: Db,
  wallets: TransferWallets,
  memberId: number,
  input: WalletTransfer,
  currency: string,
): Promise<WalletTransferValue> {
  const { vendorCode, direction, amount, requestId } = input;
  const own = (await wallets.balances(db, memberId)).find((w) => w.vendorCode === vendorCode);
  if (!own) throw new AppError('PROVIDER_WALLET_UNKNOWN', vendorCode);
  if (direction === 'in' && !own.transferIn) {
    throw new AppError('PROVIDER_WALLET_NOT_TRANSFER', vendorCode);
  }
  const sign = direction === 'in' ? 1 : -1;
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const posted = await post(tx, {
        idempotencyKey: walletTransferKey(memberId, requestId),
        kind: 'transfer',
        memberId,
        amount: -sign * amount,
        counterparty: providerAccount(vendorCode),
        reference: `wallet-transfer-${direction}:${vendorCode}`,
        fingerprint: `${vendorCode}:${direction}`,
      });
      // A retry: its provider change committed with the posting; only read the balance.
      const moved = await wallets.move(
        tx,
        vendorCode,
        memberId,
        posted.replayed ? 0 : sign * amount,
      );
      if (!moved.ok) {
        throw moved.reason === 'insufficient'
          ? new AppError('PROVIDER_WALLET_INSUFFICIENT', vendorCode, { balance: moved.balance })
          : new AppError('BALANCE_LIMIT_EXCEEDED', vendorCode);
      }
      return {
        vendorCode,
        direction,
        amount,
        balance: posted.balanceAfter,
        providerBalance: moved.balance,
        currency,
      };
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) {
      throw new AppError('INSUFFICIENT_FUNDS', error.message, { balance: error.balance });
    }
    if (error instanceof IdempotencyConflictError) {
      throw new AppError('IDEMPOTENCY_CONFLICT', `wallet transfer ${requestId} reused`);
    }
    throw error;
  }
}

/**
 * Brings all the money a member holds at transfer-mode providers back to the main wallet, in
 * the caller's transaction: what an exclusion does (C4), so a game window left open there
 * cannot play on with it. Each wallet is emptied first (a round committing meanwhile shows
 * as a failed move, read again), then the `transfer` posting for what it held; a recall is
 * keyed by member, vendor and time, so two exclusions never post as one. Returns what moved.
 */
export async function recallProviderWallets(
  tx: Db,
  wallets: TransferWallets,
  memberId: number,
  now: Date,
): Promise<{ vendorCode: string; amount: number }[]> {
  const recalled: { vendorCode: string; amount: number }[] = [];
  for (const wallet of await wallets.balances(tx, memberId)) {
    let amount = wallet.balance;
    for (let attempt = 0; amount > 0; attempt++) {
      const moved = await wallets.move(tx, wallet.vendorCode, memberId, -amount);
      if (moved.ok) break;
      if (attempt >= 3) throw new AppError('PROVIDER_WALLET_INSUFFICIENT', wallet.vendorCode);
      amount = moved.balance;
    }
    if (amount <= 0) continue;
    await post(tx, {
      idempotencyKey: `wallet-recall:${memberId}:${wallet.vendorCode}:${now.toISOString()}`,
      kind: 'transfer',
      memberId,
      amount,
      counterparty: providerAccount(wallet.vendorCode),
      reference: `wallet-recall:${wallet.vendorCode}`,
    });
    recalled.push({ vendorCode: wallet.vendorCode, amount });
  }
  return recalled;
}
