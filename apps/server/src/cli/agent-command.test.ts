import { beforeAll, describe, expect, it } from 'vitest';
import { plainTerms, settlementKit } from '../test/settlement-kit';
import { useListeningApp } from '../test/listening-app';
import { useTestDatabase } from '../test/suite';
import { findMemberById } from '../modules/identity';
import { parseAgent, parseMember } from './agent-command';

// The CLI is an HTTP client, so one database kind covers it; the API is tested on both.
describe('npm run operator -- agent', () => {
  const database = useTestDatabase('pglite');
  const { app, cli } = useListeningApp(database);
  let kit: ReturnType<typeof settlementKit>;
  beforeAll(() => {
    kit = settlementKit(app().db);
  });

  it('settles a period, printing what it paid; a second run pays nothing', async () => {
    const agent = await kit.member(null, 1);
    const player = await kit.member(agent);
    await kit.contract('daily', null, agent, plainTerms(150), new Date('2026-02-01T00:00:00Z'));
    await kit.play(player, new Date('2026-02-02T12:00:00Z'), 200_000);

    const first = await cli('agent', 'settle', '--kind', 'daily', '--period', 'D:2026-02-02');
    expect(first).toMatchObject({ code: 0, err: '' });
    expect(first.out).toBe(
      [
        'Paid 1 daily bill, 30.00 in total.',
        '  D:2026-02-02: 1 bills; paid 1 (30.00); held 0; not reached 0; failed 0',
      ].join('\n'),
    );
    const again = await cli('agent', 'settle', '--kind', 'daily', '--period', 'D:2026-02-02');
    expect(again.out).toMatch(/^Paid nothing: no daily bill was waiting to be paid\./);
    expect(await kit.balance(agent)).toBe(3_000);

    const future = await cli('agent', 'settle', '--kind', 'daily', '--period', 'D:2999-01-01');
    expect(future.code).toBe(1);
    expect(future.err).toContain('PERIOD_NOT_ENDED');
    const listed = await cli('agent', 'bills', '--kind', 'daily', '--status', 'issued');
    expect(listed.out).toMatch(
      /issued\s+daily\s+D:2026-02-02\s+\S+: payable 30\.00 of gross 30\.00/,
    );
  });

  it('approves one held dividend and rejects another, with the reason shown', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const agent = await kit.member(null, 1);
      const player = await kit.member(agent);
      await kit.contract(
        'dividend',
        null,
        agent,
        { ...plainTerms(5000), period: 'M' },
        new Date('2026-01-01T00:00:00Z'),
      );
      await kit.play(player, new Date('2026-01-20T12:00:00Z'), 3_000_000);
      ids.push(agent);
    }
    const settled = await cli('agent', 'settle', '--kind', 'dividend', '--period', 'M:2026-01');
    expect(settled.out).toContain('M:2026-01: 2 bills; paid 0 (0.00); held 2');
    const held = await cli('agent', 'bills', '--status', 'applying');
    const billIds = [...held.out.matchAll(/^\s+(\d+) applying/gm)].map((m) => m[1]!);
    expect(billIds).toHaveLength(2);

    const approved = await cli('agent', 'approve', billIds[0]!);
    expect(approved.out).toMatch(new RegExp(`^Bill ${billIds[0]} approved: 15000\\.00 paid to `));
    const rejected = await cli('agent', 'reject', billIds[1]!, '--reason', 'Under review');
    expect(rejected.out).toContain('reason: Under review');
    const again = await cli('agent', 'approve', billIds[1]!);
    expect(again.code).toBe(1);
    expect(again.err).toContain('BILL_ALREADY_DECIDED');
    expect([await kit.balance(ids[0]!), await kit.balance(ids[1]!)].sort()).toEqual([0, 1_500_000]);
  });

  it('shows and changes the agent policy', async () => {
    const shown = await cli('agent', 'policy');
    expect(shown.out).toContain('Sub-agents allowed: yes');
    const set = await cli(
      'agent',
      'policy',
      '--allow-sub-agents',
      'no',
      '--dividend-approval-above',
      '0',
    );
    expect(set.out).toContain('Sub-agents allowed: no');
    expect((await app().settings.get()).agentPolicy).toMatchObject({
      allowSubAgents: false,
      dividendApprovalAbove: 0,
    });
    const bad = await cli('agent', 'policy', '--min-transfer', '900', '--max-transfer', '100');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('TRANSFER_LIMITS_INVALID');
  });

  it('lists agents, sets a top-level contract by account name, and lists it', async () => {
    const agentId = await kit.member(null, 1);
    const account = (await findMemberById(app().db, agentId))!.account;
    const listed = await cli('agent', 'list');
    expect(listed.out).toMatch(new RegExp(`${agentId}\\s+${account}\\s+type 1`));
    const set = await cli(
      'agent',
      'contract',
      'set',
      '--agent',
      account.toUpperCase(),
      '--kind',
      'realtime',
      '--tiers',
      '0:100',
      '--realtime-type',
      'single_bet',
      '--single-bet',
      '100',
    );
    expect(set).toMatchObject({ code: 0, err: '' });
    expect(set.out).toContain(`Top-level realtime contract set for ${account}.`);
    expect(set.out).toMatch(/tiers 0:100 .*type single_bet single bet 100/);
    const contracts = await cli('agent', 'contracts');
    expect(contracts.out).toMatch(new RegExp(`realtime\\s+${account} from the operator`));
    const unknown = await cli(
      'agent',
      'contract',
      'set',
      '--agent',
      'nobody_here',
      '--kind',
      'daily',
      '--tiers',
      '0:10',
    );
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('No agent "nobody_here"');
  });

  it('marks an account staff by id', async () => {
    const who = await kit.member(null);
    const res = await cli('member', 'status', String(who), 'staff');
    expect(res.out).toMatch(/is now staff: it cannot log in, and its sessions have ended\.$/);
  });

  it('explains bad command lines', () => {
    const none = new Map<string, string>();
    expect(parseAgent(['settle'], none)).toMatch(/--kind/);
    expect(parseAgent(['approve', 'x'], none)).toBe('"x" is not a bill id.');
    expect(parseAgent(['bills'], new Map([['status', 'paid']]))).toMatch(/--status takes/);
    expect(parseMember(['status', '7', 'gone'], none)).toMatch(/active\|staff\|closed/);
    const set = (opts: Record<string, string>) =>
      parseAgent(['contract', 'set'], new Map(Object.entries(opts)));
    expect(
      set({ agent: 'demo_agent', kind: 'daily', tiers: '0:150,1000000:200', 'min-active': '3' }),
    ).toEqual({
      kind: 'agent-contract-set',
      agent: 'demo_agent',
      contractKind: 'daily',
      terms: {
        tiers: [
          { minValidBet: 0, rate: 150 },
          { minValidBet: 1_000_000, rate: 200 },
        ],
        minActiveMembers: 3,
        minMemberValidBet: 0,
      },
    });
    expect(set({ agent: 'a', kind: 'daily', tiers: '100:150' })).toMatch(/not valid/);
    expect(set({ agent: 'a', kind: 'realtime', tiers: '0:10' })).toMatch(/--realtime-type/);
    expect(set({ agent: 'a', kind: 'dividend', tiers: '0:10' })).toMatchObject({
      terms: { period: 'W' },
    });
  });
});
