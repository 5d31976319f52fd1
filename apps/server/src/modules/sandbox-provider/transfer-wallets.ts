import { MAX_BALANCE } from '@openlobby/contract';
import type { Db } from '../../db/client';
import type { ProviderWalletRow, TransferWallets } from '../wallet';
import {
  addToWallet,
  memberWalletRows,
  transferVendorCodes,
  walletBalance,
} from './transfer-wallet-repository';

/**
 * The sandbox aggregator's wallets for the vendors the operator put in transfer mode
 * (issue 15): what a real transfer-mode provider holds on its side. app.ts lends this to the
 * wallet module, whose `/wps/relay/GCS_walletTransfer` moves money in and out of it.
 */
export const sandboxTransferWallets: TransferWallets = {
  transferVendors: transferVendorCodes,

  async balances(db: Db, memberId: number): Promise<ProviderWalletRow[]> {
    const [vendors, rows] = await Promise.all([
      transferVendorCodes(db),
      memberWalletRows(db, memberId),
    ]);
    const held = new Map(rows.map((r) => [r.vendorCode, r.balance]));
    const list: ProviderWalletRow[] = vendors.map((vendorCode) => ({
      vendorCode,
      balance: held.get(vendorCode) ?? 0,
      transferIn: true,
    }));
    // A vendor back in seamless mode keeps the money members left there, to take out.
    for (const r of rows) {
      if (!vendors.includes(r.vendorCode) && r.balance > 0) {
        list.push({ vendorCode: r.vendorCode, balance: r.balance, transferIn: false });
      }
    }
    return list.sort((a, b) => a.vendorCode.localeCompare(b.vendorCode));
  },

  async move(tx: Db, vendorCode: string, memberId: number, delta: number) {
    const balance = await addToWallet(tx, vendorCode, memberId, delta, MAX_BALANCE);
    if (balance !== null) return { ok: true, balance };
    const now = await walletBalance(tx, vendorCode, memberId);
    return { ok: false, reason: delta < 0 ? 'insufficient' : 'limit', balance: now };
  },
};
