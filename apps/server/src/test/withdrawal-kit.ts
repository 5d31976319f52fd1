import { and, count, eq, like } from 'drizzle-orm';
import type { App } from '../app';
import { ledgerPosting, withdrawal, member } from '../db/schema';
import { operatorHeaders } from './build-test-app';
import { identityClient } from './identity-client';
import { memberWithBalance } from './wallet-fixtures';
import { hashPassword } from '../modules/identity';

export const PASSWORD = 'Withdraw#2026';
/** A CPF whose check digits are right (a generator's, issued to no one we know). */
export const VALID_CPF = '529.982.247-25';

/** What the withdrawal suites do as a member and as the operator, through the real API. */
export function withdrawalKit(app: App) {
  const c = identityClient(app);

  /** A member with a login password, `balance` deposited, and a live session token. */
  async function member_(balance: number, type = 0) {
    const id = await memberWithBalance(app.db, balance, type);
    await app.db
      .update(member)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(member.id, id));
    const session = await app.sessions.create(id, { ip: '127.0.0.1', remember: false });
    return { id, token: session.value.token };
  }

  type Who = { token: string };
  const get = (who: Who, url: string, language: 'en' | 'pt' = 'en') =>
    c.call('GET', url, undefined, { token: who.token, language });
  const send = (
    who: Who,
    method: 'POST' | 'DELETE',
    url: string,
    body?: unknown,
    language: 'en' | 'pt' = 'en',
  ) => c.call(method, url, body, { token: who.token, language });

  const accounts = '/wps/v2/withdrawals/payout-accounts';
  /** POST …/payout-accounts as the browser sends it: encrypted, the password as the proof. */
  const savePix = (
    who: Who,
    body: { pixKeyType: string; pixKey: string; payeeName: string; proof?: string },
    language: 'en' | 'pt' = 'en',
  ) => c.e('POST', accounts, { proof: PASSWORD, ...body }, { token: who.token, language });
  /** DELETE …/payout-accounts/:id, encrypted, with the proof. */
  const removePix = (who: Who, id: number, proof = PASSWORD, language: 'en' | 'pt' = 'en') =>
    c.e('DELETE', `${accounts}/${id}`, { proof }, { token: who.token, language });

  async function addPix(who: Who, pixKey = VALID_CPF, pixKeyType = 'CPF') {
    const res = await savePix(who, { pixKeyType, pixKey, payeeName: 'Maria da Silva' });
    return res.json().value as { id: number };
  }

  /** POST /wps/v2/withdrawals as the browser sends it: encrypted. */
  const request = (
    who: Who,
    body: { amount: number; payoutAccountId: number; password?: string; requestId?: string },
    language: 'en' | 'pt' = 'en',
  ) =>
    c.e(
      'POST',
      '/wps/v2/withdrawals',
      { requestId: crypto.randomUUID(), password: PASSWORD, ...body },
      { token: who.token, language },
    );

  const funds = async (who: Who) =>
    (await get(who, '/wps/member/info/funds/consolidated')).json().value as {
      balance: number;
      heldBalance: number;
      withdrawableBalance: number;
    };

  const history = async (who: Who) =>
    (await get(who, '/wps/v2/withdrawals')).json().value as {
      id: number;
      status: string;
      reason: string | null;
      amount: number;
    }[];

  const operatorCall = (url: string, body?: unknown) =>
    app.inject({
      method: 'POST',
      url,
      headers: operatorHeaders,
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const approve = (id: number) => operatorCall(`/operator/withdrawals/${id}/approve`);
  const reject = (id: number, reason = 'PIX key belongs to someone else') =>
    operatorCall(`/operator/withdrawals/${id}/reject`, { reason });

  /** Rows and postings a member's withdrawals left behind. */
  async function written(memberId: number) {
    const [rows] = await app.db
      .select({ n: count() })
      .from(withdrawal)
      .where(eq(withdrawal.memberId, memberId));
    const [postings] = await app.db
      .select({ n: count() })
      .from(ledgerPosting)
      .where(
        and(
          eq(ledgerPosting.memberId, memberId),
          like(ledgerPosting.idempotencyKey, 'withdrawal:%'),
        ),
      );
    return { withdrawals: rows?.n ?? 0, postings: postings?.n ?? 0 };
  }

  return {
    c,
    member: member_,
    get,
    send,
    addPix,
    savePix,
    removePix,
    request,
    funds,
    history,
    approve,
    reject,
    written,
  };
}
