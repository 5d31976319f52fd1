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
import { confirmStepUp, type MemberRow } from '../identity';
import {
  countPayoutAccounts,
  deletePayoutAccount,
  findPayoutAccount,
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
 * Saves a PIX key after checking it for its type, then the member's step-up proof (S10: a
 * stolen session must not send the money to its own key; a malformed key costs no guess).
 * The member row is locked while the accounts are counted, so two saves at once cannot
 * both slip under the limit.
 */
export async function addPayoutAccount(
  db: Db,
  member: MemberRow,
  input: PayoutAccountInput,
): Promise<PayoutAccount> {
  const memberId = member.id;
  const pixKey = normalizePixKey(input.pixKeyType, input.pixKey);
  if (!pixKey) throw new AppError('PIX_KEY_INVALID', `${input.pixKeyType} key`);
  const payeeName = normalizePayeeName(input.payeeName);
  if (!payeeName) throw new AppError('PAYEE_NAME_INVALID');
  await confirmStepUp(db, member, input.proof);
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

/**
 * Removes one of the member's accounts after the step-up proof (S10); past requests keep
 * their copy of the key. An id that is not the member's costs no guess.
 */
export async function removePayoutAccount(
  db: Db,
  member: MemberRow,
  id: number,
  proof: string,
): Promise<void> {
  const notFound = () => new AppError('PAYOUT_ACCOUNT_NOT_FOUND', `account ${id}`);
  if (!(await findPayoutAccount(db, member.id, id))) throw notFound();
  await confirmStepUp(db, member, proof);
  if (!(await deletePayoutAccount(db, member.id, id))) throw notFound();
}
