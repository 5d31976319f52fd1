import { eq } from 'drizzle-orm';
import type { App } from '../app';
import { member } from '../db/schema';
import { DEMO_FUNDING, providerAccount } from '../modules/wallet/accounts';
import { post, readBalance } from '../modules/wallet/ledger';
import { memberSession } from './games-kit';

let serial = 0;

/**
 * What the reward tests share: a member with a session and some money, the member's calls
 * as the browser makes them, and bets placed through the ledger as a provider places them.
 */
export async function rewardMember(app: App, options: { balance?: number; type?: number } = {}) {
  const { memberId, token } = await memberSession(app, options.type ?? 0);
  const balance = options.balance ?? 10_000;
  if (balance > 0) {
    await post(app.db, {
      idempotencyKey: `test-funds:${memberId}`,
      kind: 'deposit',
      memberId,
      amount: balance,
      counterparty: DEMO_FUNDING,
    });
  }
  const call = async (
    method: 'GET' | 'POST',
    url: string,
    body?: object,
    language: 'en' | 'pt' = 'en',
  ) => {
    const res = await app.inject({
      method,
      url,
      headers: { authorization: token, 'accept-language': language },
      ...(body ? { payload: body } : {}),
    });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  /** A bet (and optionally its rollback) as the BGS provider's wallet calls post it. */
  const bet = async (amount: number, rollback = false) => {
    const id = `${memberId}-${(serial += 1)}`;
    await post(app.db, {
      idempotencyKey: `provider:BGS:bet:${id}`,
      kind: 'bet',
      memberId,
      amount: -amount,
      counterparty: providerAccount('BGS'),
      reference: id,
    });
    if (rollback) {
      await post(app.db, {
        idempotencyKey: `provider:BGS:void:${id}`,
        kind: 'rollback',
        memberId,
        amount,
        counterparty: providerAccount('BGS'),
        reference: id,
      });
    }
  };
  const [row] = await app.db.select().from(member).where(eq(member.id, memberId));
  return {
    memberId,
    account: row!.account,
    token,
    call,
    bet,
    balance: () => readBalance(app.db, memberId),
  };
}

export type RewardMember = Awaited<ReturnType<typeof rewardMember>>;
