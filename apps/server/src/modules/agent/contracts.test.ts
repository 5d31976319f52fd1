import {
  agentPaths,
  type BillsValue,
  type Contract,
  type ContractInfo,
  type ContractKind,
  type ContractRequest,
  type ContractsValue,
  type DownlineDetail,
} from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { agentBill } from '../../db/schema';
import { agentCentreKit, salaryTerms, type KitMember } from '../../test/agent-centre-kit';
import { buildTestApp, operatorHeaders } from '../../test/build-test-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';

describe.each(testDatabaseKinds())('agent contracts on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let kit: ReturnType<typeof agentCentreKit>;
  beforeAll(async () => {
    app = await buildTestApp(database());
    kit = agentCentreKit(app);
  });
  afterAll(async () => app?.close());

  /** top (operator's daily 1 %, 2 % from 100,000) ── sub ─┬─ sub2 (agent), ─ leaf (member). */
  async function tree() {
    const top = await kit.member({ agent: true });
    const sub = await kit.member({ parent: top, type: 2 });
    const sub2 = await kit.member({ parent: sub, type: 2 });
    const leaf = await kit.member({ parent: sub });
    kit.value(await kit.topContract(top, 'daily', salaryTerms([0, 100], [100_000, 200])));
    return { top, sub, sub2, leaf };
  }
  const offer = (up: KitMember, down: KitMember, k: ContractKind, tiers: [number, number][]) =>
    kit.process(up, k, { action: 'offer', downlineId: down.id, terms: salaryTerms(...tiers) });
  const answer = (who: KitMember, k: ContractKind, action: 'accept' | 'reject', id: number) =>
    kit.process(who, k, { action, requestId: id });
  const tiersOf = async (id: number, k: ContractKind = 'daily') =>
    (await kit.activeOf(id, k))?.terms;

  it('lets an upline offer a contract and the downline accept it from its requests', async () => {
    const { top, sub } = await tree();
    const request = kit.value<ContractRequest>(await offer(top, sub, 'daily', [[0, 80]]));
    expect(request).toMatchObject({
      kind: 'daily',
      action: 'new',
      status: 'process',
      uplineAccount: top.account,
      downlineId: sub.id,
    });
    const info = kit.value<ContractInfo>(await kit.get(sub, agentPaths.contractInfo));
    expect(info.dailysalreqtype?.id).toBe(request.id);
    expect(info.divtypereq).toBeNull();

    const accepted = kit.value<ContractRequest>(await answer(sub, 'daily', 'accept', request.id));
    expect(accepted.status).toBe('approved');
    const mine = kit.value<ContractsValue>(await kit.get(sub, agentPaths.contracts));
    expect(mine.mine.map((c: Contract) => [c.kind, c.uplineAccount, c.terms.tiers])).toEqual([
      ['daily', top.account, [{ minValidBet: 0, rate: 80 }]],
    ]);
    const given = kit.value<ContractsValue>(await kit.get(top, agentPaths.contracts));
    expect(given.downlines.map((c) => c.downlineAccount)).toEqual([sub.account]);
    expect(given.mine.map((c) => c.uplineAccount)).toEqual([null]);
    const detail = kit.value<DownlineDetail>(
      await kit.get(top, agentPaths.downline.replace(':id', String(sub.id))),
    );
    expect(detail.contracts).toEqual(['daily']);
    expect(detail.contractsHeld.map((c) => c.kind)).toEqual(['daily']);
    expect(
      kit.value<ContractInfo>(await kit.get(sub, agentPaths.contractInfo)).dailysalreqtype,
    ).toBeNull();
  });

  it('refuses offers outside the rules and changes nothing', async () => {
    const { top, sub, sub2, leaf } = await tree();
    const stranger = await kit.member({ agent: true });
    const strangersDownline = await kit.member({ parent: stranger });
    await kit.contract(top, sub, 'daily', salaryTerms([0, 80]));
    const before = await kit.counts();
    const refusals: [Promise<unknown>, number, string][] = [
      // Not a direct downline: a grand-child, another agent's downline, the caller itself.
      [offer(top, sub2, 'daily', [[0, 10]]), 400, 'NOT_DIRECT_DOWNLINE'],
      [offer(top, strangersDownline, 'daily', [[0, 10]]), 400, 'NOT_DIRECT_DOWNLINE'],
      [offer(top, top, 'daily', [[0, 10]]), 400, 'NOT_DIRECT_DOWNLINE'],
      // A rate above the upline's, at the start or at a higher tier.
      [offer(sub, sub2, 'daily', [[0, 90]]), 400, 'RATE_ABOVE_UPLINE'],
      [
        offer(top, sub, 'daily', [
          [0, 100],
          [50_000, 150],
        ]),
        400,
        'RATE_ABOVE_UPLINE',
      ],
      // A kind the upline does not hold.
      [offer(sub, sub2, 'hourly', [[0, 10]]), 400, 'CONTRACT_NOT_HELD'],
      [offer(stranger, strangersDownline, 'daily', [[0, 10]]), 400, 'CONTRACT_NOT_HELD'],
      // Terms that do not fit the kind.
      [
        kit.process(top, 'daily', {
          action: 'offer',
          downlineId: sub.id,
          terms: { ...salaryTerms([0, 10]), period: 'W' },
        }),
        400,
        'CONTRACT_TERMS_INVALID',
      ],
      // Tiers that do not start at 0.
      [offer(top, sub, 'daily', [[5, 10]]), 400, 'CONTRACT_TIERS_INVALID'],
      // Members do not offer; no contract to end; another's request.
      [offer(leaf, sub, 'daily', [[0, 10]]), 403, 'AGENT_ONLY'],
      [
        kit.process(sub, 'daily', { action: 'terminate', downlineId: sub2.id }),
        404,
        'CONTRACT_NOT_FOUND',
      ],
      [answer(leaf, 'daily', 'accept', 999_999), 404, 'CONTRACT_REQUEST_NOT_FOUND'],
    ];
    for (const [call, status, code] of refusals) {
      const res = (await call) as { status: number; body: { errorCode?: string } };
      expect([res.status, res.body.errorCode]).toEqual([status, code]);
    }
    expect(await kit.counts()).toEqual(before);
  });

  it('keeps one open request per downline and kind, and only its downline answers it', async () => {
    const { top, sub, leaf } = await tree();
    const first = kit.value<ContractRequest>(await offer(top, sub, 'daily', [[0, 50]]));
    expect((await offer(top, sub, 'daily', [[0, 40]])).body.errorCode).toBe(
      'CONTRACT_REQUEST_OPEN',
    );
    // Another member cannot answer it; the upline cannot accept its own offer.
    expect((await answer(leaf, 'daily', 'accept', first.id)).body.errorCode).toBe(
      'CONTRACT_REQUEST_NOT_FOUND',
    );
    expect((await answer(top, 'daily', 'accept', first.id)).body.errorCode).toBe(
      'CONTRACT_REQUEST_NOT_FOUND',
    );
    // Nor through another kind's call.
    expect((await answer(sub, 'hourly', 'accept', first.id)).body.errorCode).toBe(
      'CONTRACT_REQUEST_NOT_FOUND',
    );
    const rejected = kit.value<ContractRequest>(await answer(sub, 'daily', 'reject', first.id));
    expect(rejected.status).toBe('rejected');
    expect(await kit.activeOf(sub.id, 'daily')).toBeUndefined();
    // Decided: a late accept finds nothing, and a new offer may be made.
    expect((await answer(sub, 'daily', 'accept', first.id)).status).toBe(404);
    expect((await offer(top, sub, 'daily', [[0, 40]])).status).toBe(200);
  });

  it('decides a double accept once', async () => {
    const { top, sub } = await tree();
    const request = kit.value<ContractRequest>(await offer(top, sub, 'daily', [[0, 70]]));
    const before = await kit.counts();
    const replies = await Promise.all([
      answer(sub, 'daily', 'accept', request.id),
      answer(sub, 'daily', 'accept', request.id),
      answer(sub, 'daily', 'reject', request.id),
    ]);
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 404, 404]);
    const after = await kit.counts();
    const won = replies.find((r) => r.status === 200)!.body.value as ContractRequest;
    expect(after.contracts - before.contracts).toBe(won.status === 'approved' ? 1 : 0);
    expect(after.open).toBe(before.open - 1);
  });

  it('keeps one contract when two changes of the same agent’s contract race', async () => {
    for (let round = 0; round < 3; round++) {
      const { sub } = await tree();
      const sets = await Promise.all(
        [50, 45, 40, 35, 30].map((rate) => kit.topContract(sub, 'daily', salaryTerms([0, rate]))),
      );
      expect(sets.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      const active = await app.inject({
        url: `/operator/agent-contracts?agentId=${sub.id}&kind=daily`,
        headers: operatorHeaders,
      });
      expect(active.json().value).toHaveLength(1);
    }
  });

  it('ends the downlines’ contracts that a lower new contract leaves above it, and their offers', async () => {
    const { top, sub, sub2, leaf } = await tree();
    const below = await kit.member({ parent: sub2, type: 2 });
    await kit.contract(top, sub, 'daily', salaryTerms([0, 80]));
    await kit.contract(sub, sub2, 'daily', salaryTerms([0, 60]));
    await kit.contract(sub2, below, 'daily', salaryTerms([0, 30]));
    const pending = kit.value<ContractRequest>(await offer(sub, leaf, 'daily', [[0, 70]]));
    const fitting = kit.value<ContractRequest>(await offer(sub2, below, 'daily', [[0, 20]])).status;
    expect(fitting).toBe('process');

    // top offers sub a lower rate; sub accepts: sub2's 0.6 % is now above sub's 0.5 %.
    const lower = kit.value<ContractRequest>(await offer(top, sub, 'daily', [[0, 50]]));
    kit.value(await answer(sub, 'daily', 'accept', lower.id));
    expect(await tiersOf(sub.id)).toContain('"rate":50');
    expect(await kit.activeOf(sub2.id, 'daily')).toBeUndefined();
    // sub2 lost the kind, so its own downline's contract and offers end too.
    expect(await kit.activeOf(below.id, 'daily')).toBeUndefined();
    const subs = kit.value<ContractsValue>(await kit.get(sub, agentPaths.contracts));
    const statusOf = (id: number) => subs.requests.find((r) => r.id === id)?.status;
    expect(statusOf(pending.id)).toBe('expired');
    const belowView = kit.value<ContractsValue>(await kit.get(below, agentPaths.contracts));
    expect(belowView.requests.every((r) => r.status !== 'process')).toBe(true);
  });

  it('ends a contract and its chain when the downline accepts a termination', async () => {
    const { top, sub, sub2 } = await tree();
    await kit.contract(top, sub, 'daily', salaryTerms([0, 80]));
    await kit.contract(sub, sub2, 'daily', salaryTerms([0, 40]));
    const ending = kit.value<ContractRequest>(
      await kit.process(top, 'daily', { action: 'terminate', downlineId: sub.id }),
    );
    expect(ending).toMatchObject({ action: 'terminate', terms: null });
    kit.value(await answer(sub, 'daily', 'accept', ending.id));
    expect(await kit.activeOf(sub.id, 'daily')).toBeUndefined();
    expect(await kit.activeOf(sub2.id, 'daily')).toBeUndefined();
    // Without the kind, sub can offer it no more.
    expect((await offer(sub, sub2, 'daily', [[0, 10]])).body.errorCode).toBe('CONTRACT_NOT_HELD');
  });

  it('expires an offer the upline can no longer honour when it is accepted', async () => {
    const { top, sub, sub2 } = await tree();
    await kit.contract(top, sub, 'daily', salaryTerms([0, 80]));
    const offered = kit.value<ContractRequest>(await offer(sub, sub2, 'daily', [[0, 60]]));
    // The operator lowers top's contract; sub's falls with it (above), so the offer expires.
    kit.value(await kit.topContract(top, 'daily', salaryTerms([0, 50])));
    expect(await kit.activeOf(sub.id, 'daily')).toBeUndefined();
    expect((await answer(sub2, 'daily', 'accept', offered.id)).status).toBe(404);
    expect(await kit.activeOf(sub2.id, 'daily')).toBeUndefined();
  });

  it('lets the operator set top-level contracts only for agents, with terms fit for the kind', async () => {
    const { top, leaf } = await tree();
    const list = await app.inject({
      url: `/operator/agent-contracts?agentId=${top.id}`,
      headers: operatorHeaders,
    });
    expect((list.json().value as Contract[]).map((c) => [c.kind, c.uplineAccount])).toEqual([
      ['daily', null],
    ]);
    expect((await kit.topContract(leaf, 'daily', salaryTerms([0, 10]))).body.errorCode).toBe(
      'AGENT_ONLY',
    );
    expect((await kit.topContract(top, 'dividend', salaryTerms([0, 10]))).body.errorCode).toBe(
      'CONTRACT_TERMS_INVALID',
    );
    const dividend = await kit.topContract(top, 'dividend', {
      ...salaryTerms([0, 1_000]),
      period: 'W',
    });
    expect(dividend.status).toBe(200);
    const agents = await app.inject({
      url: `/operator/agents?search=${top.account}`,
      headers: operatorHeaders,
    });
    expect(agents.json().value.content).toEqual([
      expect.objectContaining({
        id: top.id,
        teamSize: 3,
        contracts: ['daily', 'dividend'],
        parentAccount: null,
      }),
    ]);
  });

  it('answers every kind null in the contract info while AGENTPOLICY3 is off', async () => {
    const { top, sub } = await tree();
    kit.value(await offer(top, sub, 'daily', [[0, 10]]));
    const { whitelabel } = await app.settings.get();
    await app.settings.set('whitelabel', { ...whitelabel, AGENTPOLICY3: false });
    try {
      expect(kit.value(await kit.get(sub, agentPaths.contractInfo))).toEqual({
        divtypereq: null,
        dailysalreqtype: null,
        contracthoursalreq: null,
        realtimesalreqtype: null,
      });
    } finally {
      await app.settings.set('whitelabel', whitelabel);
    }
    await app.settings.set('whitelabel', { ...whitelabel, salary: false });
    try {
      const refused = await offer(top, sub, 'daily', [[0, 10]]);
      expect(refused).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    } finally {
      await app.settings.set('whitelabel', whitelabel);
    }
  });

  it('lists the agent’s bills of a kind with what was paid', async () => {
    const { top } = await tree();
    const contract = (await kit.activeOf(top.id, 'daily'))!;
    const bill = (day: string, status: string, payable: number) => ({
      contractId: contract.id,
      kind: 'daily',
      periodKey: `D:${day}`,
      periodStart: new Date(`${day}T00:00:00Z`),
      periodEnd: new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000),
      agentId: top.id,
      validBet: 100_000,
      profitLoss: 0,
      activeMembers: 3,
      rate: 100,
      gross: 1_000,
      downlineGross: 1_000 - payable,
      payable,
      status,
    });
    await app.db
      .insert(agentBill)
      .values([bill('2026-01-01', 'issued', 600), bill('2026-01-02', 'not_reached', 0)]);
    const bills = kit.value<BillsValue>(await kit.get(top, `${agentPaths.bills}?kind=daily`));
    expect(bills.content.map((b) => [b.periodKey, b.status, b.payable])).toEqual([
      ['D:2026-01-02', 'not_reached', 0],
      ['D:2026-01-01', 'issued', 600],
    ]);
    expect(bills).toMatchObject({ totalPaid: 600, totalPages: 1 });
    const none = kit.value<BillsValue>(await kit.get(top, `${agentPaths.bills}?kind=hourly`));
    expect(none).toMatchObject({ content: [], totalPaid: 0 });
  });
});
