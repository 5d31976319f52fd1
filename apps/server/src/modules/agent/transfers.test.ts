import {
  agentPaths,
  DEFAULT_AGENT_POLICY,
  type TransferUplineInfo,
  type TransferValue,
} from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { agentCentreKit, PAYMENT_PASSWORD, type KitMember } from '../../test/agent-centre-kit';
import { buildTestApp } from '../../test/build-test-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { setMemberStatus } from '../identity';
import { TRANSFERS } from '../wallet/accounts';
import { systemAccountBalance } from '../wallet/ledger';
import { reconcileLedger } from '../wallet/reconcile';

describe.each(testDatabaseKinds())('transfers within the agent tree on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let kit: ReturnType<typeof agentCentreKit>;
  beforeAll(async () => {
    app = await buildTestApp(database());
    kit = agentCentreKit(app);
  });
  afterAll(async () => app?.close());

  const toDownline = (
    who: KitMember,
    downlineId: number,
    amount: number,
    extra: { requestId?: string; paymentPassword?: string } = {},
  ) =>
    kit.encrypted(who, 'POST', agentPaths.transferDownline, {
      downlineId,
      amount,
      paymentPassword: PAYMENT_PASSWORD,
      requestId: crypto.randomUUID(),
      ...extra,
    });
  const toUpline = (who: KitMember, amount: number, requestId = crypto.randomUUID()) =>
    kit.encrypted(who, 'POST', agentPaths.transferUpline, {
      amount,
      paymentPassword: PAYMENT_PASSWORD,
      requestId,
    });
  const balances = (...who: KitMember[]) => Promise.all(who.map((w) => kit.balance(w.id)));

  it('moves money from an agent to a member at any level of its team', async () => {
    const agent = await kit.member({ agent: true, balance: 10_000 });
    const sub = await kit.member({ parent: agent, type: 2 });
    const deep = await kit.member({ parent: sub });
    const done = kit.value<TransferValue>(await toDownline(agent, deep.id, 2_500));
    expect(done).toEqual({ amount: 2_500, balance: 7_500, toAccount: deep.account });
    expect(await balances(agent, deep)).toEqual([7_500, 2_500]);
    // Both postings balance, and every wallet matches its entries.
    expect(await reconcileLedger(app.db)).toEqual({
      mismatchedWallets: [],
      unbalancedPostings: [],
      negativeBalances: 0,
    });
    expect(await systemAccountBalance(app.db, TRANSFERS)).toBe(0);
    const income = kit.value<{ totals: Record<string, number> }>(
      await kit.get(agent, agentPaths.income),
    );
    expect(income.totals['transferOut']).toBe(2_500);
  });

  it('moves the money once for the same requestId, and refuses it for another payee', async () => {
    const agent = await kit.member({ agent: true, balance: 10_000 });
    const one = await kit.member({ parent: agent });
    const two = await kit.member({ parent: agent });
    const requestId = crypto.randomUUID();
    const replies = await Promise.all([
      toDownline(agent, one.id, 1_000, { requestId }),
      toDownline(agent, one.id, 1_000, { requestId }),
    ]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    expect(await balances(agent, one)).toEqual([9_000, 1_000]);
    const again = await toDownline(agent, one.id, 1_000, { requestId });
    expect(again.status).toBe(200);
    expect(await balances(agent, one)).toEqual([9_000, 1_000]);
    const before = await kit.counts();
    const reused = await toDownline(agent, two.id, 1_000, { requestId });
    expect(reused).toMatchObject({ status: 409, body: { errorCode: 'IDEMPOTENCY_CONFLICT' } });
    expect(await balances(agent, one, two)).toEqual([9_000, 1_000, 0]);
    expect(await kit.counts()).toEqual(before);
  });

  it('refuses a transfer outside the tree, above the balance, out of bounds or unconfirmed', async () => {
    const agent = await kit.member({ agent: true, balance: 5_000 });
    const downline = await kit.member({ parent: agent });
    const upline = await kit.member({ agent: true, balance: 1_000 });
    const stranger = await kit.member({ balance: 100 });
    const sibling = await kit.member({ parent: upline });
    const member = await kit.member({ parent: agent, balance: 1_000 });
    const closed = await kit.member({ parent: agent });
    await setMemberStatus(app.db, closed.id, 'closed');
    const before = await kit.counts();
    const cases: [Promise<{ status: number; body: { errorCode?: string } }>, string][] = [
      [toDownline(agent, stranger.id, 1_000), 'NOT_IN_TEAM'],
      [toDownline(agent, agent.id, 1_000), 'NOT_IN_TEAM'],
      [toDownline(upline, downline.id, 100), 'NOT_IN_TEAM'],
      [toDownline(agent, sibling.id, 100), 'NOT_IN_TEAM'],
      [toDownline(agent, downline.id, 5_001), 'INSUFFICIENT_FUNDS'],
      [toDownline(agent, downline.id, 99), 'TRANSFER_OUT_OF_RANGE'],
      [
        toDownline(agent, downline.id, DEFAULT_AGENT_POLICY.maxTransfer + 1),
        'TRANSFER_OUT_OF_RANGE',
      ],
      [
        toDownline(agent, downline.id, 100, { paymentPassword: '135791' }),
        'PAYMENT_PASSWORD_WRONG',
      ],
      [toDownline(member, downline.id, 100), 'AGENT_ONLY'],
      [toDownline(agent, closed.id, 100), 'PAYEE_INACTIVE'],
    ];
    for (const [call, code] of cases) expect((await call).body.errorCode).toBe(code);
    expect(await balances(agent, downline, upline, stranger, sibling, member)).toEqual([
      5_000, 0, 1_000, 100, 0, 1_000,
    ]);
    expect(await kit.counts()).toEqual(before);
    // Plain text is refused on an E call.
    const plain = await kit.send(agent, 'POST', agentPaths.transferDownline, {
      downlineId: downline.id,
      amount: 100,
      paymentPassword: PAYMENT_PASSWORD,
      requestId: crypto.randomUUID(),
    });
    expect(plain.body.errorCode).toBe('ENCRYPTION_REQUIRED');
  });

  it('lets a member send money to its upline when the operator allows it', async () => {
    const agent = await kit.member({ agent: true });
    const member = await kit.member({ parent: agent, balance: 3_000 });
    const info = kit.value<TransferUplineInfo>(
      await kit.get(member, agentPaths.transferUplineInfo),
    );
    expect(info).toEqual({
      uplineAccount: agent.account,
      allowed: true,
      minAmount: DEFAULT_AGENT_POLICY.minTransfer,
      maxAmount: DEFAULT_AGENT_POLICY.maxTransfer,
      hasPaymentPassword: true,
    });
    const done = kit.value<TransferValue>(await toUpline(member, 1_200));
    expect(done).toEqual({ amount: 1_200, balance: 1_800, toAccount: agent.account });
    expect(await balances(member, agent)).toEqual([1_800, 1_200]);

    await app.settings.set('agentPolicy', { ...DEFAULT_AGENT_POLICY, allowUplineTransfer: false });
    try {
      const before = await kit.counts();
      expect((await toUpline(member, 100)).body.errorCode).toBe('TRANSFER_NOT_ALLOWED');
      const off = kit.value<TransferUplineInfo>(
        await kit.get(member, agentPaths.transferUplineInfo),
      );
      expect(off.allowed).toBe(false);
      expect(await kit.counts()).toEqual(before);
    } finally {
      await app.settings.set('agentPolicy', DEFAULT_AGENT_POLICY);
    }
    const orphan = await kit.member({ balance: 1_000 });
    expect((await toUpline(orphan, 100)).body.errorCode).toBe('NO_UPLINE');
    const orphanInfo = kit.value<TransferUplineInfo>(
      await kit.get(orphan, agentPaths.transferUplineInfo),
    );
    expect(orphanInfo).toMatchObject({ uplineAccount: null, allowed: false });
    expect((await toUpline(member, 5_000)).body.errorCode).toBe('INSUFFICIENT_FUNDS');
    expect(await balances(member, agent, orphan)).toEqual([1_800, 1_200, 1_000]);
  });

  it('keeps a member within the daily total to its upline, even when transfers race', async () => {
    const agent = await kit.member({ agent: true });
    const member = await kit.member({ parent: agent, balance: 10_000 });
    await app.settings.set('agentPolicy', { ...DEFAULT_AGENT_POLICY, maxUplineDaily: 2_500 });
    try {
      expect((await toUpline(member, 2_600)).body).toMatchObject({
        errorCode: 'UPLINE_DAILY_LIMIT',
        value: { maxDaily: 2_500 },
      });
      kit.value<TransferValue>(await toUpline(member, 1_000));
      const racing = await Promise.all([
        toUpline(member, 1_000),
        toUpline(member, 1_000),
        toUpline(member, 1_000),
      ]);
      expect(racing.filter((r) => r.status === 200)).toHaveLength(1);
      const refused = racing.filter((r) => r.status !== 200);
      expect(refused.map((r) => r.body.errorCode)).toEqual([
        'UPLINE_DAILY_LIMIT',
        'UPLINE_DAILY_LIMIT',
      ]);
      expect(refused[0]!.body).toMatchObject({ value: { maxDaily: 2_500, sentToday: 2_000 } });
      expect(await balances(member, agent)).toEqual([8_000, 2_000]);
      const retry = await toUpline(member, 500);
      expect(retry.status).toBe(200);
      expect((await toUpline(member, 100)).body.errorCode).toBe('UPLINE_DAILY_LIMIT');
      expect(await balances(member, agent)).toEqual([7_500, 2_500]);
    } finally {
      await app.settings.set('agentPolicy', DEFAULT_AGENT_POLICY);
    }
  });
});
