import type { ContractKind, ContractTerms } from '@openlobby/contract';
import { contractProcessPaths } from '@openlobby/contract';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../app';
import { agentContract, agentContractRequest, ledgerPosting } from '../db/schema';
import { hashPassword, insertMember } from '../modules/identity';
import { DEMO_FUNDING, providerAccount } from '../modules/wallet/accounts';
import { post, readBalance } from '../modules/wallet/ledger';
import { operatorHeaders } from './build-test-app';
import { identityClient } from './identity-client';

/** The payment password every kit member has (spec §5: 6 digits). */
export const PAYMENT_PASSWORD = '246810';

let serial = 0;

export type KitMember = { id: number; account: string; token: string };

/**
 * What the agent-centre suites do: members placed in the tree (closure rows written by
 * identity's insertMember), with a session, a payment password and money deposited through
 * the ledger; bets and wins posted as a provider posts them (so the rollups move); the
 * member's calls as the browser makes them, E calls encrypted.
 */
export function agentCentreKit(app: App) {
  const c = identityClient(app);
  let passwordHash: Promise<string> | undefined;

  async function member(
    options: { parent?: KitMember; agent?: boolean; type?: number; balance?: number } = {},
  ): Promise<KitMember> {
    const account = `a${process.pid}_${Date.now().toString(36)}_${(serial += 1)}`;
    const created = await insertMember(app.db, {
      account,
      accountKey: account,
      nickname: account,
      type: options.type ?? (options.agent ? 1 : 0),
      passwordHash: await (passwordHash ??= hashPassword(PAYMENT_PASSWORD)),
      paymentPasswordHash: await passwordHash,
      parentId: options.parent?.id ?? null,
    });
    if (!created) throw new Error('member not created');
    if (options.balance) await deposit(created.id, options.balance);
    const session = await app.sessions.create(created.id, { ip: '127.0.0.1', remember: false });
    return { id: created.id, account, token: session.value.token };
  }

  const deposit = (memberId: number, amount: number) =>
    post(app.db, {
      idempotencyKey: `kit-deposit:${memberId}:${(serial += 1)}`,
      kind: 'deposit',
      memberId,
      amount,
      counterparty: DEMO_FUNDING,
    });

  /** A settled round: a bet and (when `win` > 0) its win, as the BGS provider posts them. */
  async function play(memberId: number, stake: number, win = 0) {
    const id = `${memberId}-${(serial += 1)}`;
    await post(app.db, {
      idempotencyKey: `provider:BGS:bet:${id}`,
      kind: 'bet',
      memberId,
      amount: -stake,
      counterparty: providerAccount('BGS'),
      reference: id,
    });
    if (win > 0) {
      await post(app.db, {
        idempotencyKey: `provider:BGS:win:${id}`,
        kind: 'win',
        memberId,
        amount: win,
        counterparty: providerAccount('BGS'),
        reference: id,
      });
    }
  }

  type Reply = { status: number; body: { success: boolean; errorCode?: string; value?: unknown } };
  const reply = (res: Awaited<ReturnType<typeof c.call>>): Reply => ({
    status: res.statusCode,
    body: res.json() as Reply['body'],
  });
  const get = async (who: KitMember, url: string) =>
    reply(await c.call('GET', url, undefined, { token: who.token }));
  const send = async (who: KitMember, method: 'POST' | 'PUT', url: string, body: unknown) =>
    reply(await c.call(method, url, body, { token: who.token }));
  const encrypted = async (who: KitMember, method: 'POST' | 'PUT', url: string, body: unknown) =>
    reply(await c.e(method, url, body, { token: who.token }));
  /** A value of a 200 reply (fails the test with the envelope otherwise). */
  const value = <T>(r: Reply): T => {
    if (r.status !== 200) throw new Error(`${r.status} ${JSON.stringify(r.body)}`);
    return r.body.value as T;
  };

  const processContract = (who: KitMember, kind: ContractKind, body: unknown) =>
    send(who, 'POST', contractProcessPaths[kind], body);

  /** The operator's top-level contract for an agent. */
  const topContract = async (agent: KitMember, kind: ContractKind, terms: ContractTerms) => {
    const res = await app.inject({
      method: 'PUT',
      url: '/operator/agent-contracts',
      headers: operatorHeaders,
      payload: { agentId: agent.id, kind, terms },
    });
    return { status: res.statusCode, body: res.json() as Reply['body'] };
  };

  /** upline offers, downline accepts: the contract exists when this returns. */
  async function contract(
    upline: KitMember,
    downline: KitMember,
    kind: ContractKind,
    terms: ContractTerms,
  ) {
    const offer = value<{ id: number }>(
      await processContract(upline, kind, { action: 'offer', downlineId: downline.id, terms }),
    );
    value(await processContract(downline, kind, { action: 'accept', requestId: offer.id }));
  }

  const balance = (memberId: number) => readBalance(app.db, memberId);

  /** Rows that refusals must leave alone. */
  async function counts() {
    const [row] = await app.db
      .select({
        postings: sql<number>`(SELECT count(*)::int FROM ${ledgerPosting})`,
        contracts: sql<number>`(SELECT count(*)::int FROM ${agentContract})`,
        requests: sql<number>`(SELECT count(*)::int FROM ${agentContractRequest})`,
        open: sql<number>`(SELECT count(*)::int FROM ${agentContractRequest} WHERE status = 'process')`,
        active: sql<number>`(SELECT count(*)::int FROM ${agentContract} WHERE ended_at IS NULL)`,
      })
      .from(sql`(SELECT 1) one`);
    return row!;
  }

  /** The active contract of a downline and kind, or undefined. */
  async function activeOf(downlineId: number, kind: ContractKind) {
    const rows = await app.db
      .select()
      .from(agentContract)
      .where(eq(agentContract.downlineId, downlineId));
    return rows.find((r) => r.kind === kind && r.endedAt === null);
  }

  return {
    member,
    deposit,
    play,
    get,
    send,
    encrypted,
    value,
    process: processContract,
    topContract,
    contract,
    balance,
    counts,
    activeOf,
  };
}

/** Salary terms with the given tiers ([minValidBet, rate] pairs). */
export const salaryTerms = (...tiers: [number, number][]): ContractTerms => ({
  tiers: tiers.map(([minValidBet, rate]) => ({ minValidBet, rate })),
  minActiveMembers: 0,
  minMemberValidBet: 0,
});
