import { pointPaths } from '@openlobby/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { betRecord, member } from '../db/schema';
import { hashPassword } from '../modules/identity';
import { identityClient } from '../test/identity-client';
import { useListeningApp } from '../test/listening-app';
import { useTestDatabase } from '../test/suite';
import { memberWithBalance } from '../test/wallet-fixtures';
import { parseOperatorArgs } from './parse-args';
import { parsePoints } from './points-command';

const PAY = '135790';

// The CLI is an HTTP client, so one database kind covers it; the API is tested on both.
describe('npm run operator -- points', () => {
  const database = useTestDatabase('pglite');
  const { app, cli } = useListeningApp(database);

  const idIn = (out: string) => Number(/#(\d+)/.exec(out)?.[1]);

  /** A member with a payment password, a session, and a settled RNG round of `stake`. */
  async function player(stake: number) {
    const id = await memberWithBalance(app().db, 0);
    await app()
      .db.update(member)
      .set({ paymentPasswordHash: await hashPassword(PAY) })
      .where(eq(member.id, id));
    const at = new Date(Date.now() - 120_000);
    await app()
      .db.insert(betRecord)
      .values({
        memberId: id,
        vendorCode: 'SANDBOX',
        roundId: `cli-${id}`,
        category: 'RNG',
        betCount: 1,
        stake,
        placedAt: at,
        updatedAt: at,
      });
    const session = await app().sessions.create(id, { ip: '127.0.0.1', remember: false });
    return { id, token: session.value.token };
  }
  const redeem = (token: string, rewardId: number) =>
    identityClient(app()).e(
      'POST',
      pointPaths.redeem,
      { requestId: crypto.randomUUID(), rewardId, password: PAY },
      { token, language: 'en' },
    );

  it('shows the ratios and changes only the ones given', async () => {
    const shown = await cli('points', 'config');
    expect(shown.code).toBe(0);
    expect(shown.out).toMatch(/rng\s+100\n/);
    expect(shown.out).toMatch(/deposit\s+50\n/);
    expect(shown.out).toMatch(/Converting: 1\.00 per 100 points\./);
    const set = await cli('points', 'config', '--rng', '250', '--exchange', '1.5');
    expect(set.code).toBe(0);
    expect(set.out).toMatch(/^Saved\./);
    expect(set.out).toMatch(/rng\s+250\n/);
    expect(set.out).toMatch(/live\s+100\n/);
    expect(set.out).toMatch(/Converting: 1\.50 per 100 points\./);
    expect((await cli('points', 'config')).out).toMatch(/rng\s+250\n/);
    await cli('points', 'config', '--rng', '100', '--exchange', '1.00');
  });

  it('adds and changes rewards, accrues, and approves or rejects redemptions', async () => {
    const cap = await cli(
      ...['points', 'rewards', 'add', '--name-en', 'Cap', '--name-pt', 'Boné'],
      ...['--kind', 'physical', '--cost', '100', '--stock', '1', '--limit', '1'],
    );
    expect(cap.code).toBe(0);
    expect(cap.out).toMatch(
      /^Added reward \d+\.\n#\d+ Cap \/ Boné {2}physical {2}cost 100 {2}stock 1 {2}limit 1 {2}on$/,
    );
    const capId = idIn(cap.out);
    const bonus = await cli(
      ...['points', 'rewards', 'add', '--name-en', 'Chip', '--name-pt', 'Ficha'],
      ...['--kind', 'bonus', '--cost', '50', '--stock', '10', '--amount', '5.25'],
    );
    expect(bonus.out).toMatch(
      /Chip \/ Ficha {2}bonus {2}cost 50 {2}pays 5\.25 {2}stock 10 {2}limit none/,
    );
    const bonusId = idIn(bonus.out);

    const changed = await cli(
      ...['points', 'rewards', 'set', String(capId), '--stock', '3', '--cost', '120'],
      ...['--limit', 'none'],
    );
    expect(changed.code).toBe(0);
    expect(changed.out).toMatch(/cost 120 {2}stock 3 {2}limit none {2}on/);
    const paid = await cli('points', 'rewards', 'set', String(bonusId), '--amount', '7');
    expect(paid.out).toMatch(/pays 7\.00/);
    const noCash = await cli('points', 'rewards', 'set', String(capId), '--amount', '1');
    expect(noCash.code).toBe(1);
    expect(noCash.err).toMatch(/VALIDATION_FAILED/);
    const off = await cli('points', 'rewards', 'set', String(bonusId), '--enabled', 'off');
    expect(off.out).toMatch(/Chip .* off$/);
    const listed = await cli('points', 'rewards');
    expect(listed.out).toMatch(new RegExp(`#${capId} Cap .*stock 3`));
    expect(listed.out).toMatch(new RegExp(`#${bonusId} Chip .*off`));

    // 300.00 of RNG valid bet at 100 points per 100.00.
    const who = await player(30_000);
    const accrued = await cli('points', 'accrue');
    expect(accrued.code).toBe(0);
    expect(accrued.out).toMatch(/^Points accrued: \d+ points from [1-9]\d* round\(s\)/);
    const a = (await redeem(who.token, capId)).json().value;
    const b = (await redeem(who.token, capId)).json().value;
    expect([a.status, b.status]).toEqual(['process', 'process']);

    const pending = await cli('points', 'redemptions', '--status', 'process');
    expect(pending.out.split('\n').filter((l) => l.includes('Cap'))).toHaveLength(2);
    expect(pending.out).toMatch(
      new RegExp(`#${a.id} .*\\(#${who.id}\\) {2}Cap {2}120 points {2}process`),
    );

    const approved = await cli('points', 'approve', String(a.id));
    expect(approved.code).toBe(0);
    expect(approved.out).toMatch(new RegExp(`^Approved redemption ${a.id}\\.\\n.*approved$`));
    const rejected = await cli('points', 'reject', String(b.id), '--reason', 'No address');
    expect(rejected.out).toMatch(
      new RegExp(
        `^Rejected redemption ${b.id}; its 120 points are back\\.\\n.*rejected \\(No address\\)$`,
      ),
    );
    const twice = await cli('points', 'reject', String(b.id), '--reason', 'again');
    expect(twice.code).toBe(1);
    expect(twice.err).toMatch(/POINT_REDEMPTION_DECIDED/);
    expect((await cli('points', 'redemptions', '--status', 'process')).out).not.toMatch(/Cap/);
    expect((await cli('points', 'redemptions', '--status', 'rejected')).out).toMatch(
      new RegExp(`#${b.id} .*No address`),
    );
    const balance = await identityClient(app()).call('GET', pointPaths.balance, undefined, {
      token: who.token,
      language: 'en',
    });
    expect(balance.json().value.balance).toBe(300 - 120);
  });

  it('refuses bad input before calling the server, in one line', () => {
    const o = (...pairs: string[]) => {
      const options = new Map<string, string>();
      for (let i = 0; i < pairs.length; i += 2) options.set(pairs[i]!, pairs[i + 1]!);
      return options;
    };
    const add = ['name-en', 'Cap', 'name-pt', 'Boné', 'cost', '10', 'stock', '1'];
    expect(parsePoints(['config'], o('rng', '1.5'))).toMatch(/--rng takes a whole number/);
    expect(parsePoints(['config'], o('exchange', '1.005'))).toMatch(/at most 2 decimals/);
    expect(parsePoints(['config'], o('casino', '1'))).toMatch(/Unknown option --casino/);
    expect(parsePoints(['rewards', 'add'], o(...add, 'kind', 'bonus'))).toMatch(/needs --amount/);
    expect(parsePoints(['rewards', 'add'], o(...add, 'kind', 'bonus', 'amount', '2.999'))).toMatch(
      /at most 2 decimals/,
    );
    expect(parsePoints(['rewards', 'add'], o(...add, 'kind', 'physical', 'amount', '2'))).toMatch(
      /leave out --amount/,
    );
    expect(parsePoints(['rewards', 'add'], o(...add, 'kind', 'voucher'))).toMatch(
      /--kind takes bonus or physical/,
    );
    expect(parsePoints(['rewards', 'add'], o(...add.slice(2), 'kind', 'physical'))).toMatch(
      /--name-en and --name-pt/,
    );
    expect(
      parsePoints(
        ['rewards', 'add'],
        o(...add.slice(0, 4), 'cost', '0', 'stock', '1', 'kind', 'physical'),
      ),
    ).toMatch(/--cost takes a whole number/);
    expect(parsePoints(['rewards', 'set', '3'], o())).toMatch(/Give what to change/);
    expect(parsePoints(['rewards', 'set', 'x'], o('stock', '1'))).toMatch(/not a reward id/);
    expect(parsePoints(['rewards', 'set', '3'], o('stock', '-1'))).toMatch(/--stock takes/);
    expect(parsePoints(['rewards', 'set', '3'], o('enabled', 'yes'))).toMatch(/on or off/);
    expect(parsePoints(['redemptions'], o('status', 'done'))).toMatch(
      /--status takes process, approved, rejected/,
    );
    expect(parsePoints(['reject', '4'], o())).toMatch(/needs --reason/);
    expect(parsePoints(['approve', '0'], o())).toMatch(/not a redemption id/);
    expect(parsePoints(['approve', '4'], o('reason', 'x'))).toMatch(/Unknown option --reason/);
    expect(parsePoints(['accrue', 'now'], o())).toMatch(/Unexpected "now"/);
    expect(parsePoints(['shop'], o())).toMatch(/Use points config/);
    for (const problem of [
      parsePoints(['config'], o('rng', 'x')),
      parsePoints(['reject', '4'], o()),
    ]) {
      expect(problem).not.toMatch(/\n/);
    }
  });

  it.each([
    ['points config', { kind: 'points-config', set: {} }],
    [
      'points config --live 120 --deposit 0 --exchange 2.50',
      { kind: 'points-config', set: { live: 120, deposit: 0, exchange: 250 } },
    ],
    ['points rewards', { kind: 'points-rewards' }],
    [
      'points rewards add --name-en Cap --name-pt Boné --kind physical --cost 100 --stock 5',
      {
        kind: 'points-reward-add',
        input: {
          nameEn: 'Cap',
          namePt: 'Boné',
          descriptionEn: '',
          descriptionPt: '',
          kind: 'physical',
          cost: 100,
          stock: 5,
          perMemberLimit: null,
        },
      },
    ],
    [
      'points rewards add --name-en Chip --name-pt Ficha --kind BONUS --cost 50 --stock 9 --limit 2 --amount 12.5',
      {
        kind: 'points-reward-add',
        input: {
          nameEn: 'Chip',
          namePt: 'Ficha',
          descriptionEn: '',
          descriptionPt: '',
          kind: 'bonus',
          cost: 50,
          stock: 9,
          perMemberLimit: 2,
          bonusAmount: 1250,
        },
      },
    ],
    [
      'points rewards set 7 --stock 0 --limit none --enabled off --cost 5 --amount 0.01',
      {
        kind: 'points-reward-set',
        id: 7,
        change: { stock: 0, perMemberLimit: null, enabled: false, cost: 5, bonusAmount: 1 },
      },
    ],
    ['points redemptions', { kind: 'points-redemptions', status: null }],
    ['points redemptions --status process', { kind: 'points-redemptions', status: 'process' }],
    ['points approve 12', { kind: 'points-approve', id: 12 }],
    ['points reject 12 --reason=Sold-out', { kind: 'points-reject', id: 12, reason: 'Sold-out' }],
    ['points accrue', { kind: 'points-accrue' }],
  ])('reads "%s"', (line, command) => {
    expect(parseOperatorArgs(line.split(' '))).toEqual({ ok: true, command });
  });
});
