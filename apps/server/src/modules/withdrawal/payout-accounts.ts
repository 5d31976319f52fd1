import {
  MAX_PAYOUT_ACCOUNTS,
  normalizePayeeName,
  normalizePixKey,
  type PayoutAccount,
  type PayoutAccountInput,
  type PixKeyType,
} from '@openlobby/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  countPayoutAccounts,
  deletePayoutAccount,
  insertPayoutAccount,
  lockMember,
  payoutAccountsOf,
  type PayoutAccountRow as Row,
} from './payout-account-repository';

export const payoutAccountOf = (r: Row): PayoutAccount => ({
  id: r.id,
  method: 'PIX',
  pixKeyType: r.pixKeyType as PixKeyType,
  pixKey: r.pixKey,
  payeeName: r.payeeName,
  createdAt: r.createdAt.toISOString(),
});

export async function listPayoutAccounts(db: Db, memberId: number): Promise<PayoutAccount[]> {
  const rows = await payoutAccountsOf(db, memberId);
  return rows.map(payoutAccountOf);
}

/**
 * Saves a PIX key after checking it for its type. The member row is locked while the
 * accounts are counted, so two saves at once cannot both slip under the limit.
 */
export async function addPayoutAccount(
  db: Db,
  memberId: number,
  input: PayoutAccountInput,
): Promise<PayoutAccount> {
  const pixKey = normalizePixKey(input.pixKeyType, input.pixKey);
  if (!pixKey) throw new AppError('PIX_KEY_INVALID', `${input.pixKeyType} key`);
  const payeeName = normalizePayeeName(input.payeeName);
  if (!payeeName) throw new AppError('PAYEE_NAME_INVALID');
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    if ((await countPayoutAccounts(tx, memberId)) >= MAX_PAYOUT_ACCOUNTS) {
      throw new AppError('PAYOUT_ACCOUNT_LIMIT');
    }
    const row = await insertPayoutAccount(tx, {
      memberId,
      pixKeyType: input.pixKeyType,
      pixKey,
      payeeName,
    });
    if (!row) throw new AppError('PAYOUT_ACCOUNT_EXISTS');
    return payoutAccountOf(row);
  });
}

/** Removes one of the member's accounts; past requests keep their copy of the key. */
export async function removePayoutAccount(db: Db, memberId: number, id: number): Promise<void> {
  if (!(await deletePayoutAccount(db, memberId, id)))
    throw new AppError('PAYOUT_ACCOUNT_NOT_FOUND', `account ${id}`);
}
