import {
  agentPaths,
  GAME_TOKEN_HEADER,
  inHousePaths,
  sandboxPaths,
  type RoundResult,
  type SandboxSpinValue,
  type TeamBetGamesValue,
  type TeamBetsValue,
} from '@openlobby/contract';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { game } from '../../db/schema';
import { agentCentreKit, type KitMember } from '../../test/agent-centre-kit';
import { buildTestApp } from '../../test/build-test-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { openGameSession } from '../wallet/game-sessions';

describe.each(testDatabaseKinds())('team betting by game on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let kit: ReturnType<typeof agentCentreKit>;
  /** agent ── s1 (sub-agent) ── m2 (member); other ── x. */
  let agent: KitMember, s1: KitMember, m2: KitMember, other: KitMember, x: KitMember;
  let dice: RoundResult['round'];
  let spin: SandboxSpinValue['round'];
  let sandboxGame: { vendor: string; gameCode: string; name: string };
  const today = new Date().toISOString().slice(0, 10);

  /** Plays as the browser does, with the game token a launch hands out. */
  async function playAs(
    memberId: number,
    vendorCode: string,
    gameCode: string,
    url: string,
    body: unknown,
  ) {
    const { token } = await openGameSession(app.db, { memberId, vendorCode, gameCode });
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { [GAME_TOKEN_HEADER]: token, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: unknown }).value;
  }

  beforeAll(async () => {
    app = await buildTestApp(database());
    kit = agentCentreKit(app);
    agent = await kit.member({ agent: true });
    s1 = await kit.member({ parent: agent, type: 2 });
    m2 = await kit.member({ parent: s1, balance: 10_000 });
    other = await kit.member({ agent: true });
    x = await kit.member({ parent: other, balance: 1_000 });
    const [listed] = await app.db
      .select({ vendor: game.vendorCode, gameCode: game.gameCode, name: game.name })
      .from(game)
      .where(and(eq(game.gameType, 'RNG'), ne(game.vendorCode, 'BGS'), eq(game.supportPlay, 0)))
      .limit(1);
    sandboxGame = listed!;
    // m2 (two levels down) rolls the in-house dice twice and spins a sandbox game once.
    const roll = { stake: 250, targetHundredths: 4950, direction: 'over' };
    dice = ((await playAs(m2.id, 'BGS', 'dice', inHousePaths.diceRoll, roll)) as RoundResult).round;
    const second = (
      (await playAs(m2.id, 'BGS', 'dice', inHousePaths.diceRoll, {
        ...roll,
        stake: 150,
      })) as RoundResult
    ).round;
    dice = { ...dice, stake: dice.stake + second.stake, payout: dice.payout + second.payout };
    const { vendor, gameCode } = sandboxGame;
    spin = (
      (await playAs(m2.id, vendor, gameCode, sandboxPaths.spin, {
        vendor,
        gameCode,
        stake: 500,
      })) as SandboxSpinValue
    ).round;
    await kit.play(x.id, 100); // another agent's team
  });
  afterAll(async () => app?.close());

  const games = (who: KitMember, query: string) =>
    kit.get(who, `${agentPaths.teamBetGames}?${query}`);

  it('breaks a team-betting row down by game, with the catalogue names and totals', async () => {
    const bets = kit.value<TeamBetsValue>(await kit.get(agent, agentPaths.teamBets));
    const bgsRow = bets.content.find((r) => r.account === m2.account && r.vendorCode === 'BGS');
    expect(bgsRow).toMatchObject({ memberId: m2.id, day: today, validBet: 400 });

    const all = kit.value<TeamBetGamesValue>(
      await games(agent, `memberId=${bgsRow!.memberId}&day=${today}`),
    );
    expect(all.account).toBe(m2.account);
    expect(all.day).toBe(today);
    expect(all.content).toEqual(
      expect.arrayContaining([
        {
          vendorCode: 'BGS',
          gameCode: 'dice',
          gameName: expect.any(String),
          rounds: 2,
          stake: 400,
          payout: dice.payout,
          profitLoss: dice.payout - 400,
        },
        {
          vendorCode: sandboxGame.vendor,
          gameCode: sandboxGame.gameCode,
          gameName: sandboxGame.name,
          rounds: 1,
          stake: 500,
          payout: spin.payout,
          profitLoss: spin.payout - 500,
        },
      ]),
    );
    expect(all.content).toHaveLength(2);
    expect(all.totals).toEqual({
      rounds: 3,
      stake: 900,
      payout: dice.payout + spin.payout,
      profitLoss: dice.payout + spin.payout - 900,
    });

    // One provider's games only: the row's own drill-down, equal to the row's figures.
    const bgs = kit.value<TeamBetGamesValue>(
      await games(agent, `memberId=${m2.id}&day=${today}&vendorCode=BGS`),
    );
    expect(bgs.content.map((r) => r.gameCode)).toEqual(['dice']);
    expect(bgs.totals).toMatchObject({ rounds: bgsRow!.betCount, stake: bgsRow!.validBet });
    expect(bgs.totals.payout).toBe(bgsRow!.payout);

    // The direct upline sees it too; a day without play is empty, not an error.
    expect(
      kit.value<TeamBetGamesValue>(await games(s1, `memberId=${m2.id}&day=${today}`)).totals.rounds,
    ).toBe(3);
    expect(
      kit.value<TeamBetGamesValue>(await games(agent, `memberId=${m2.id}&day=2001-01-01`)),
    ).toMatchObject({ content: [], totals: { rounds: 0, stake: 0, payout: 0, profitLoss: 0 } });
  });

  it('refuses members outside the team, bad days and non-agents', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const refusals: [KitMember, string, number, string][] = [
      [agent, `memberId=${x.id}&day=${today}`, 404, 'NOT_IN_TEAM'],
      [agent, `memberId=${agent.id}&day=${today}`, 404, 'NOT_IN_TEAM'],
      [other, `memberId=${m2.id}&day=${today}`, 404, 'NOT_IN_TEAM'],
      [agent, `memberId=${m2.id}&day=${tomorrow}`, 400, 'REPORT_PERIOD_INVALID'],
      [agent, `memberId=${m2.id}&day=1999-12-31`, 400, 'REPORT_PERIOD_INVALID'],
      [agent, `memberId=${m2.id}&day=2025-02-30`, 400, 'REPORT_PERIOD_INVALID'],
      [m2, `memberId=${m2.id}&day=${today}`, 403, 'AGENT_ONLY'],
    ];
    for (const [who, query, status, errorCode] of refusals) {
      expect(await games(who, query), query).toMatchObject({
        status,
        body: { success: false, errorCode },
      });
    }
    expect((await games(agent, `memberId=${m2.id}&day=today`)).status).toBe(400);
    expect((await games(agent, `day=${today}`)).status).toBe(400);
  });
});
