import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { placeBets, runLotteryTick } from '../modules/lottery';
import { sqlRows } from '../lib/sql-rows';
import { lotteryKit, sscPos } from '../test/lottery-kit';
import { useListeningApp } from '../test/listening-app';
import { useTestDatabase } from '../test/suite';
import { parseLottery } from './lottery-command';

// The CLI is an HTTP client, so one database kind covers it; the API is tested on both.
describe('npm run operator -- lottery', () => {
  const database = useTestDatabase('pglite');
  const { app, cli } = useListeningApp(database);
  let kit: ReturnType<typeof lotteryKit>;
  beforeAll(() => {
    kit = lotteryKit(app());
  });

  it('lists the games and changes a schedule to seconds, replacing unopened empty draws', async () => {
    await kit.currentDraw('ELOTT', 'SSC');
    const games = await cli('lottery', 'games');
    expect(games.code).toBe(0);
    expect(games.out).toMatch(
      /LOTT SSC\s+on\s+every 300 s\s+caps: number 1000000\.00, draw none; 31 draws ahead/,
    );
    expect(games.out).toMatch(/TCG_LOTTO_VN MB\s+on\s+daily 11:15 UTC, closes 15 min before/);

    const set = await cli('lottery', 'schedule', 'ELOTT', 'SSC', '--interval', '15');
    expect(set).toMatchObject({ code: 0, err: '' });
    expect(set.out).toMatch(/ELOTT SSC\s+on\s+every 15 s/);
    const [future] = await sqlRows<{ long: number; short: number }>(
      app().db,
      sql`SELECT count(*) FILTER (WHERE closes_at - opens_at > interval '15 seconds')::integer AS long,
            count(*) FILTER (WHERE closes_at - opens_at <= interval '15 seconds')::integer AS short
          FROM lottery_draw WHERE vassalage = 'ELOTT' AND game_code = 'SSC' AND opens_at > now()`,
    );
    expect(future).toEqual({ long: 0, short: expect.any(Number) });
    expect(future!.short).toBeGreaterThanOrEqual(25);

    const weekly = await cli(
      'lottery',
      'schedule',
      'LOTT',
      'LHC',
      '--weekly',
      '2,4,6',
      '13:30',
      '--close-before',
      '15',
    );
    expect(weekly.out).toMatch(/weekly 2,4,6 13:30 UTC, closes 15 min before/);
    const daily = await cli(
      'lottery',
      'schedule',
      'TCG_LOTTO_VN',
      'MB',
      '--daily',
      '11:15',
      '--close-before',
      '15',
    );
    expect(daily.code).toBe(0);
    const off = await cli('lottery', 'disable', 'LOTT', 'PK10');
    expect(off.out).toMatch(/LOTT PK10\s+off/);
    expect((await cli('lottery', 'enable', 'LOTT', 'PK10')).out).toMatch(/LOTT PK10\s+on/);
    const caps = await cli(
      'lottery',
      'caps',
      'LOTT',
      'SSC',
      '--number',
      '500000',
      '--draw',
      'none',
    );
    expect(caps.out).toMatch(/caps: number 5000\.00, draw none/);
    const unknown = await cli('lottery', 'schedule', 'LOTT', 'NOPE', '--interval', '60');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('LOTTERY_GAME_UNKNOWN');
  });

  it('shows draws and one draw, voids one with its refunds and audits a drawn one', async () => {
    const memberId = await kit.funded(10_000);
    const draw = await kit.currentDraw('LOTT', '11X5');
    const ssc = await kit.currentDraw('LOTT', 'SSC');
    await placeBets(app().db, memberId, {
      vassalage: 'LOTT',
      gameCode: 'SSC',
      drawNumber: ssc.drawNumber,
      requestId: 'cli-bet-1',
      bets: [sscPos(['1', '2'], 100, 1)],
    });
    const list = await cli('lottery', 'draws', 'LOTT', 'SSC', '--status', 'open');
    expect(list.out).toContain(`${ssc.drawNumber}`);
    const one = await cli('lottery', 'draw', String(ssc.id));
    expect(one.out).toMatch(/bets: 1 \(open 1\), stake 2\.00, paid 0\.00/);
    expect(one.out).toMatch(/SSC_POS 1,2 \| - \| - \| - \| -\s+stake 2\.00 open/);

    const voided = await cli('lottery', 'void', String(ssc.id), '--reason', 'Feed outage');
    expect(voided.out).toBe(`Draw #${ssc.id} is void: 1 bets refunded, 2.00 in total.`);
    expect(await kit.balance(memberId)).toBe(10_000);
    const notYet = await cli('lottery', 'audit', String(ssc.id));
    expect(notYet.out).toContain('not revealed');

    await kit.closeNow(draw.id);
    await runLotteryTick(app().db, new Date());
    const audit = await cli('lottery', 'audit', String(draw.id));
    expect(audit.code).toBe(0);
    expect(audit.out).toMatch(/seed:\s+[0-9a-f]{64}/);
    expect(audit.out).toContain('Seed matches its hash: yes. Result matches the seed: yes.');
    const again = await cli('lottery', 'void', String(draw.id), '--reason', 'too late');
    expect(again.code).toBe(1);
    expect(again.err).toContain('LOTTERY_DRAW_NOT_VOIDABLE');
  });

  it('refuses bad command lines before calling the server', () => {
    const parse = (line: string, options: Record<string, string> = {}) =>
      parseLottery(line.split(' '), new Map(Object.entries(options)));
    expect(parse('schedule LOTT SSC', { interval: '5' })).toBe(
      '--interval takes seconds from 10 to 86400.',
    );
    expect(parse('schedule LOTT SSC', { daily: '25:00' })).toBe('--daily takes a UTC time HH:MM.');
    expect(parse('schedule LOTT SSC', { weekly: '1,9' })).toMatch(/weekdays 0-6/);
    expect(parse('void 12')).toMatch(/--reason/);
    expect(parse('caps LOTT SSC', { number: '-1' })).toMatch(/whole number/);
    expect(parse('draws LOTT SSC', { status: 'lost' })).toMatch(/--status takes/);
    expect(parse('schedule LOTT SSC', { interval: '15' })).toEqual({
      kind: 'lottery-set',
      vassalage: 'LOTT',
      gameCode: 'SSC',
      change: { schedule: { kind: 'interval', seconds: 15 } },
    });
  });
});
