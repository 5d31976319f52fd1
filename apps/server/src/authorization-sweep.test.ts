import {
  GAME_TOKEN_HEADER,
  inHousePaths,
  lotteryPaths,
  TRIAL_TYPE,
  type ContractKind,
} from '@openlobby/contract';
import { and, eq, ne } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import { game, member as memberTable } from './db/schema';
import {
  agentCentreKit,
  PAYMENT_PASSWORD,
  salaryTerms,
  type KitMember,
} from './test/agent-centre-kit';
import { buildTestApp, operatorHeaders } from './test/build-test-app';
import { nodeIdOf } from './test/games-kit';
import { identityClient } from './test/identity-client';
import { lotteryKit, sscPos } from './test/lottery-kit';
import { useTestDatabase } from './test/suite';
import { multipart } from './test/support-kit';
import { testDatabaseKinds } from './test/test-database';
import { PASSWORD, withdrawalKit } from './test/withdrawal-kit';
import { hashPassword } from './modules/identity';
import { openGameSession } from './modules/wallet/game-sessions';
import { reconcileLedger } from './modules/wallet';

/*
 * S6: ids in requests are never trusted. The OpenAPI document the server serves names every
 * route that takes an identifier (in its path, query or body); each is either probed here —
 * member A owns the thing, member B (or agent Y, outside A's tree) names it, and B gets a
 * refusal or an empty answer while A's view of the thing stays the same — or listed as
 * naming something every member shares. A new route with an id fails the first test until
 * it is placed in one of the two tables. Then: a trial account is refused on every route
 * that launches a game or moves money, and the ledger still balances.
 */

type Schema = {
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

/** Names of inputs that identify a stored thing. */
const IDENTIFIER = /^(id|key|n)$|Id$|Ref$/;

/** Every field name a body schema may have, through unions. */
function fieldsOf(schema: Schema | undefined): string[] {
  if (!schema) return [];
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [...Object.keys(schema.properties ?? {}), ...nested.flatMap(fieldsOf)];
}

/** `METHOD path` of every member-facing route with an identifier input, and the inputs. */
function routesWithIdentifiers(app: App): Map<string, string[]> {
  const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const found = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    // The operator's token sees everything by design; provider and gateway calls are
    // signed by the provider, not made with a member's token.
    if (path.startsWith('/operator/') || path.startsWith('/wps/provider/')) continue;
    if (path.includes('/gateway/')) continue;
    for (const [method, operation] of Object.entries(item)) {
      const inputs = [
        ...(operation.parameters ?? []).filter((p) => p.in !== 'header').map((p) => p.name),
        ...fieldsOf(operation.requestBody?.content?.['application/json']?.schema),
      ].filter((name) => IDENTIFIER.test(name));
      if (inputs.length > 0) found.set(`${method.toUpperCase()} ${path}`, [...new Set(inputs)]);
    }
  }
  return found;
}

/** Routes whose identifiers name things every member shares, or that are secrets themselves. */
const SHARED: Record<string, string> = {
  'POST /wps/verification/slider': 'a human check answered before login; its id is its secret',
  'PUT /wps/member/register': 'the recommender and captcha of a visitor registering',
  'PUT /wps/member/register/mobile': 'the recommender and captcha of a visitor registering',
  'GET /wps/member/avatars/{n}': 'the site’s stock avatars',
  'GET /wps/member/icons/{key}': 'an uploaded icon by its random 22-character key (public URL)',
  'POST /wps/session/verification/send':
    'a login challenge before any session; its id is its secret',
  'POST /wps/session/verification': 'a login challenge before any session; its id is its secret',
  'POST /wps/session/login': 'the captcha of a visitor logging in, before any session',
  'GET /wps/relay/GLS2_roomList': 'a game of the catalogue',
  'POST /wps/relay/GCS_gameLaunchFB': 'a game of the catalogue',
  'POST /wps/game/launchGame': 'a game of the catalogue',
  'POST /wps/relay/MCSFE_addFavoriteGameV2': 'a game of the catalogue, kept per member',
  'POST /wps/relay/CBS_launchChat': 'a chat model of the site',
  'POST /wps/relay/MCSFE_signUpPromotionJoin': 'a promotion of the site, joined per member',
  'POST /wps/relay/MCSFE_signUpRequestReward': 'a promotion of the site, claimed per member',
  'POST /wps/relay/MCSFE_claimMissionReward': 'a mission of the site, claimed per member',
  'POST /wps/relay/RedEnvelope_open': 'a red-envelope round of the site, grabbed per member',
  'POST /wps/relay/MCS2_claimRafflePromotion': 'a raffle of the site, claimed per member',
  'POST /wps/relay/passwordCheck/MCS2_redeemPointReward':
    'a reward of the site; the requestId is probed in points.test (member-scoped key)',
  'POST /wps/relay/passwordCheck/MCS2_convertPoint':
    'the requestId is probed in points.test (member-scoped key)',
};

type Reply = { status: number; body: string; json: () => unknown };

describe.each(testDatabaseKinds().slice(0, 1))('authorization sweep on %s (S6)', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let c: ReturnType<typeof identityClient>;
  let wk: ReturnType<typeof withdrawalKit>;
  let ak: ReturnType<typeof agentCentreKit>;
  let lk: ReturnType<typeof lotteryKit>;
  beforeAll(async () => {
    app = await buildTestApp(database());
    c = identityClient(app);
    wk = withdrawalKit(app);
    ak = agentCentreKit(app);
    lk = lotteryKit(app);
  }, 60_000);
  afterAll(async () => app?.close());

  /** A call with a member's token; an E route gets its body encrypted, as the browser does. */
  async function as(
    who: { token: string },
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
  ): Promise<Reply> {
    let res = await c.call(method, url, body, { token: who.token });
    if (res.statusCode === 400 && res.json().errorCode === 'ENCRYPTION_REQUIRED') {
      res = await c.e(method as 'POST', url, body ?? {}, { token: who.token });
    }
    return { status: res.statusCode, body: res.body, json: () => res.json() };
  }
  const replyOf = (res: Awaited<ReturnType<App['inject']>>): Reply => ({
    status: res.statusCode,
    body: res.body,
    json: () => res.json(),
  });
  const valueOf = <T>(reply: Reply): T => {
    expect(reply.status, reply.body).toBe(200);
    return (reply.json() as { value: T }).value;
  };
  const withGameToken = async (token: string, url: string, body?: unknown): Promise<Reply> => {
    const res = await app.inject({
      method: body === undefined ? 'GET' : 'POST',
      url,
      headers: { [GAME_TOKEN_HEADER]: token, 'accept-language': 'en' },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: res.statusCode, body: res.body, json: () => res.json() };
  };

  let loginHash: Promise<string> | undefined;
  /** A member with a login and payment password, money and a session, placed in the tree. */
  async function member(options: { agent?: boolean; parent?: KitMember; type?: number } = {}) {
    const who = await ak.member({ balance: 100_000, ...options });
    await app.db
      .update(memberTable)
      .set({ passwordHash: await (loginHash ??= hashPassword(PASSWORD)) })
      .where(eq(memberTable.id, who.id));
    return who;
  }

  type Probe = {
    /** Who attacks: B, a plain member, or Y, an agent with a tree of its own. */
    attacker: 'B' | 'Y';
    /** The calls naming A's thing. */
    attack: (attacker: KitMember) => Promise<Reply | Reply[]>;
    /** A's view of the thing (through A's own calls), which the attack must not change. */
    view: () => Promise<unknown>;
    /**
     * The attack may answer 200 (an effect of the attacker's own, or an empty answer); when
     * given, the answer must pass this check too.
     */
    mayAnswer?: true | ((value: unknown) => boolean);
  };

  let owner: KitMember;
  let downline: KitMember;
  let agentX: KitMember;
  let secrets: string[];
  let transferVendorCode: string;
  const probes: Record<string, Probe> = {};

  beforeAll(async () => {
    agentX = await member({ agent: true });
    owner = await member({ parent: agentX });
    downline = owner;
    const ownerSecret = `sweep-secret-${randomUUID()}`;
    secrets = [owner.account, ownerSecret];

    // A second live session of A's.
    await app.sessions.create(owner.id, { ip: '198.51.100.23', remember: false });
    const sessions = () =>
      as(owner, 'GET', '/wps/member/account/sessions').then((r) =>
        valueOf<{ sessions: { id: number; ip: string }[] }>(r).sessions.map((s) => [s.id, s.ip]),
      );
    const otherSession = (await sessions()).find(([, ip]) => ip === '198.51.100.23')![0];
    probes['DELETE /wps/member/account/sessions/{id}'] = {
      attacker: 'B',
      attack: (b) => as(b, 'DELETE', `/wps/member/account/sessions/${otherSession}`),
      view: sessions,
    };

    // A message to A alone.
    const sent = await app.inject({
      method: 'POST',
      url: '/operator/messages',
      headers: operatorHeaders,
      payload: { to: 'member', account: owner.account, title: ownerSecret, body: ownerSecret },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const inbox = () =>
      as(owner, 'GET', '/wps/v2/messages').then(
        (r) => valueOf<{ content: { id: number; read: boolean; title: string }[] }>(r).content,
      );
    const messageId = (await inbox()).find((m) => m.title === ownerSecret)!.id;
    const message = `/wps/v2/messages/${messageId}`;
    for (const [method, url] of [
      ['GET', message],
      ['DELETE', message],
      ['POST', `${message}/read`],
    ] as const) {
      probes[`${method} /wps/v2/messages/{id}${url.endsWith('/read') ? '/read' : ''}`] = {
        attacker: 'B',
        attack: (b) => as(b, method, url),
        view: inbox,
      };
    }

    // A's payout account, a pending withdrawal to it and a paid one awaiting A's receipt.
    const { id: payoutAccountId } = await wk.addPix(owner);
    const withdrawalRequest = randomUUID();
    const withdraw = async (requestId: string) =>
      valueOf<{ id: number }>(
        replyOf(await wk.request(owner, { amount: 1_000, payoutAccountId, requestId })),
      ).id;
    const withdrawalId = await withdraw(withdrawalRequest);
    const paidId = await withdraw(randomUUID());
    expect((await wk.approve(paidId)).statusCode).toBe(200);
    const payoutView = async () => ({
      accounts: valueOf(await as(owner, 'GET', '/wps/v2/withdrawals/payout-accounts')),
      withdrawals: valueOf(await as(owner, 'GET', '/wps/v2/withdrawals')),
      funds: valueOf(await as(owner, 'GET', '/wps/member/info/funds/consolidated')),
    });
    probes['DELETE /wps/v2/withdrawals/payout-accounts/{id}'] = {
      attacker: 'B',
      attack: async (b) => replyOf(await wk.removePix(b, payoutAccountId)),
      view: payoutView,
    };
    probes['POST /wps/v2/withdrawals'] = {
      attacker: 'B',
      // B names A's payout account: B's money must not go there. B's own account with A's
      // requestId: B's own withdrawal (or a refusal), never A's.
      attack: async (b) => {
        const own = await wk.savePix(b, {
          pixKeyType: 'EMAIL',
          pixKey: `b${b.id}@example.com`,
          payeeName: 'Joana Souza',
        });
        const ownId = (own.json() as { value: { id: number } }).value.id;
        return [
          replyOf(await wk.request(b, { amount: 1_000, payoutAccountId, requestId: randomUUID() })),
          replyOf(
            await wk.request(b, {
              amount: 1_000,
              payoutAccountId: ownId,
              requestId: withdrawalRequest,
            }),
          ),
        ];
      },
      view: payoutView,
      mayAnswer: (value) => ![withdrawalId, paidId].includes((value as { id: number }).id),
    };
    probes['POST /wps/v2/withdrawals/{id}/cancel'] = {
      attacker: 'B',
      attack: (b) => as(b, 'POST', `/wps/v2/withdrawals/${withdrawalId}/cancel`),
      view: payoutView,
    };
    probes['POST /wps/v2/withdrawals/{id}/receipt'] = {
      attacker: 'B',
      attack: async (b) => {
        const form = multipart([{ name: 'answer', value: 'received' }]);
        const res = await app.inject({
          method: 'POST',
          url: `/wps/v2/withdrawals/${paidId}/receipt`,
          payload: form.payload,
          headers: { ...form.headers, authorization: b.token, 'accept-language': 'en' },
        });
        return replyOf(res);
      },
      view: payoutView,
    };

    // A deposit order of A's.
    const order = valueOf<{ orderRef: string }>(
      await as(owner, 'POST', '/wps/v2/payments/deposit/orders', {
        channelCode: 'PIX',
        amount: 5_000,
      }),
    );
    // Ids only A's records hold: a read that shows them to another shows A's records.
    secrets.push(order.orderRef);
    probes['GET /wps/v2/payments/deposit/orders/{orderRef}'] = {
      attacker: 'B',
      attack: (b) => as(b, 'GET', `/wps/v2/payments/deposit/orders/${order.orderRef}`),
      view: async () => valueOf(await as(owner, 'GET', '/wps/v2/payments/deposit/orders')),
    };

    // A lottery bet and a chase of A's.
    const draw = await lk.currentDraw();
    const slip = lk.slip(draw, [sscPos(['3'])]);
    const bets = valueOf<{ bets: { id: number }[] }>(
      await as(owner, 'POST', lotteryPaths.placeBets, slip),
    ).bets;
    const betIds = bets.map((bet) => bet.id);
    const chaseBody = {
      vassalage: 'LOTT',
      gameCode: 'SSC',
      requestId: `chase-${randomUUID()}`,
      bet: sscPos(['4']),
      draws: 2,
      stopOnWin: false,
    };
    const chase = valueOf<{ chase: { id: number } }>(
      await as(owner, 'POST', lotteryPaths.placeChase, chaseBody),
    ).chase;
    const lotteryView = async () => ({
      bets: valueOf(await as(owner, 'GET', lotteryPaths.myBets)),
      chases: valueOf(await as(owner, 'GET', lotteryPaths.myChases)),
      balance: await ak.balance(owner.id),
    });
    probes['POST /lgw/bets/{id}/cancel'] = {
      attacker: 'B',
      attack: (b) => as(b, 'POST', lotteryPaths.cancelBet.replace(':id', String(bets[0]!.id))),
      view: lotteryView,
    };
    probes['POST /lgw/chases/{id}/cancel'] = {
      attacker: 'B',
      attack: (b) => as(b, 'POST', lotteryPaths.cancelChase.replace(':id', String(chase.id))),
      view: lotteryView,
    };
    probes['POST /lgw/bets'] = {
      attacker: 'B',
      // A's requestId again, from B: B's own bet (or a refusal), never A's bets.
      attack: (b) => as(b, 'POST', lotteryPaths.placeBets, slip),
      view: lotteryView,
      mayAnswer: (value) =>
        (value as { bets: { id: number }[] }).bets.every((bet) => !betIds.includes(bet.id)),
    };
    probes['POST /lgw/chases'] = {
      attacker: 'B',
      attack: (b) => as(b, 'POST', lotteryPaths.placeChase, chaseBody),
      view: lotteryView,
      mayAnswer: (value) => (value as { chase: { id: number } }).chase.id !== chase.id,
    };

    // A mines round in play, with A's game token.
    const ownerGame = await openGameSession(app.db, {
      memberId: owner.id,
      vendorCode: 'BGS',
      gameCode: 'mines',
    });
    const started = valueOf<{ round: { id: string } }>(
      await withGameToken(ownerGame.token, inHousePaths.minesStart, { stake: 100, mines: 3 }),
    );
    const roundId = started.round.id;
    secrets.push(roundId);
    const minesView = async () => ({
      current: valueOf(await withGameToken(ownerGame.token, inHousePaths.minesCurrent)),
      round: valueOf(await as(owner, 'GET', `/wps/relay/MCS_inHouseRound?roundId=${roundId}`)),
    });
    const attackerGame = async (b: KitMember) =>
      (await openGameSession(app.db, { memberId: b.id, vendorCode: 'BGS', gameCode: 'mines' }))
        .token;
    probes['POST /games/bgs/api/mines/reveal'] = {
      attacker: 'B',
      attack: async (b) =>
        withGameToken(await attackerGame(b), inHousePaths.minesReveal, { roundId, tile: 0 }),
      view: minesView,
    };
    probes['POST /games/bgs/api/mines/cashout'] = {
      attacker: 'B',
      attack: async (b) =>
        withGameToken(await attackerGame(b), inHousePaths.minesCashOut, { roundId }),
      view: minesView,
    };
    probes['GET /games/bgs/api/rounds/{roundId}'] = {
      attacker: 'B',
      // With a game token of B's, and with a demo session's (no member at all).
      attack: async (b) => {
        const demo = await app.inject({
          method: 'POST',
          url: inHousePaths.demo,
          payload: { gameCode: 'mines' },
        });
        const demoToken = (demo.json() as { value: { token: string } }).value.token;
        return [
          await withGameToken(await attackerGame(b), inHousePaths.round(roundId)),
          await withGameToken(demoToken, inHousePaths.round(roundId)),
        ];
      },
      view: minesView,
    };
    probes['GET /wps/relay/MCS_inHouseRound'] = {
      attacker: 'B',
      attack: (b) => as(b, 'GET', `/wps/relay/MCS_inHouseRound?roundId=${roundId}`),
      view: minesView,
    };

    // A favourite of A's: B removing the same game removes only B's.
    const dice = await nodeIdOf(app, 'BGS', 'dice');
    const favourite = { nodeId: dice, vendor: 'BGS', gameType: 'INHOUSE' };
    valueOf(await as(owner, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', favourite));
    probes['DELETE /wps/relay/MCSFE_removeFavoriteGameV2'] = {
      attacker: 'B',
      attack: (b) => as(b, 'DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', favourite),
      view: async () => valueOf(await as(owner, 'GET', '/wps/relay/MCSFE_getFavoriteGames')),
      mayAnswer: true,
    };

    // A provider-wallet transfer of A's, by its requestId.
    const [transferVendor] = await app.db
      .select({ code: game.vendorCode })
      .from(game)
      .where(and(eq(game.gameType, 'RNG'), ne(game.vendorCode, 'BGS'), eq(game.isGame, 'GAME')))
      .limit(1);
    transferVendorCode = transferVendor!.code;
    const transferBody = {
      vendorCode: transferVendorCode,
      direction: 'in',
      amount: 1_000,
      requestId: randomUUID(),
    };
    await setTransferMode(transferBody.vendorCode);
    valueOf(await as(owner, 'POST', '/wps/relay/GCS_walletTransfer', transferBody));
    probes['POST /wps/relay/GCS_walletTransfer'] = {
      attacker: 'B',
      attack: (b) =>
        as(b, 'POST', '/wps/relay/GCS_walletTransfer', { ...transferBody, amount: 2_000 }),
      view: async () => ({
        wallets: valueOf(await as(owner, 'GET', '/wps/relay/GCS_merchantWallet')),
        balance: await ak.balance(owner.id),
      }),
      mayAnswer: true,
    };

    // X's tree: X pays A (its downline) by requestId; X offers A a contract.
    const agentTransfer = {
      downlineId: downline.id,
      amount: 500,
      paymentPassword: PAYMENT_PASSWORD,
      requestId: randomUUID(),
    };
    valueOf(await as(agentX, 'POST', '/wps/agent/transfer/downline', agentTransfer));
    const treeView = async () => ({
      downline: valueOf(await as(agentX, 'GET', `/wps/agent/downlines/${downline.id}`)),
      contracts: valueOf(await as(agentX, 'GET', '/wps/agent/contracts')),
      balances: [await ak.balance(agentX.id), await ak.balance(downline.id)],
    });
    // A pays X back by requestId; Y's own downline reuses it to pay Y: its own transfer.
    const uplineTransfer = {
      amount: 300,
      paymentPassword: PAYMENT_PASSWORD,
      requestId: randomUUID(),
    };
    const paidUp = valueOf(
      await as(downline, 'POST', '/wps/agent/transfer/upline', uplineTransfer),
    );
    probes['POST /wps/agent/transfer/upline'] = {
      attacker: 'Y',
      attack: async (y) => {
        const yours = await member({ parent: y });
        return as(yours, 'POST', '/wps/agent/transfer/upline', { ...uplineTransfer, amount: 200 });
      },
      view: treeView,
      mayAnswer: (value) => JSON.stringify(value) !== JSON.stringify(paidUp),
    };
    probes['GET /wps/agent/downlines/{id}'] = {
      attacker: 'Y',
      attack: (y) => as(y, 'GET', `/wps/agent/downlines/${downline.id}`),
      view: treeView,
    };
    probes['GET /wps/agent/downlines'] = {
      attacker: 'Y',
      attack: (y) => as(y, 'GET', `/wps/agent/downlines?parentId=${agentX.id}`),
      view: treeView,
      mayAnswer: true,
    };
    probes['GET /wps/agent/reports/team-bets/games'] = {
      attacker: 'Y',
      attack: (y) =>
        as(y, 'GET', `/wps/agent/reports/team-bets/games?memberId=${downline.id}&day=${today()}`),
      view: treeView,
      mayAnswer: true,
    };
    probes['POST /wps/agent/transfer/downline'] = {
      attacker: 'Y',
      attack: (y) => as(y, 'POST', '/wps/agent/transfer/downline', agentTransfer),
      view: treeView,
    };
    ak.value(await ak.topContract(agentX, 'daily', salaryTerms([0, 100])));
    const offer = ak.value<{ id: number }>(
      await ak.process(agentX, 'daily', {
        action: 'offer',
        downlineId: downline.id,
        terms: salaryTerms([0, 50]),
      }),
    );
    const contractRoutes: [ContractKind, string][] = [
      ['dividend', '/wps/relay/MCS2_processDividendReq'],
      ['daily', '/wps/relay/MCS2_processDailySalContract'],
      ['hourly', '/wps/relay/MCS2_processContractHourSalary'],
      ['realtime', '/wps/relay/MCSFE_processRealTimeSalaryContract'],
    ];
    for (const [kind, url] of contractRoutes) {
      probes[`POST ${url}`] = {
        attacker: 'Y',
        // Y answers A's open offer, offers A a contract, and ends A's: all refused.
        attack: async (y) => {
          return [
            await as(y, 'POST', url, { action: 'accept', requestId: offer.id }),
            await as(y, 'POST', url, { action: 'reject', requestId: offer.id }),
            await as(y, 'POST', url, {
              action: 'offer',
              downlineId: downline.id,
              terms: salaryTerms([0, 10]),
            }),
            await as(y, 'POST', url, { action: 'terminate', downlineId: downline.id }),
          ];
        },
        view: async () => ({
          ...(await treeView()),
          info: valueOf(await as(downline, 'GET', '/wps/relay/MCS2_getContractInfo')),
          kind,
        }),
      };
    }
  }, 120_000);

  async function setTransferMode(vendorCode: string) {
    const res = await app.inject({
      method: 'PUT',
      url: '/operator/provider-wallet-modes',
      headers: operatorHeaders,
      payload: { vendorCode, mode: 'transfer' },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const today = () => new Date().toISOString().slice(0, 10);

  it('knows every route that takes an identifier: probed below, or naming a shared thing', () => {
    const found = routesWithIdentifiers(app);
    const unplaced = [...found.keys()].filter((route) => !(route in probes) && !(route in SHARED));
    expect(unplaced, 'routes with identifiers neither probed nor shared').toEqual([]);
    const stale = [...Object.keys(probes), ...Object.keys(SHARED)].filter((r) => !found.has(r));
    expect(stale, 'probes of routes the document no longer has').toEqual([]);
  });

  it("refuses another member's things: no read, no write, A's view unchanged", async () => {
    const memberB = await member();
    const treeOfY = await member({ agent: true });
    await member({ parent: treeOfY });
    const failures: string[] = [];
    for (const [route, probe] of Object.entries(probes)) {
      const before = await probe.view();
      const replies = [await probe.attack(probe.attacker === 'B' ? memberB : treeOfY)].flat();
      const after = await probe.view();
      for (const reply of replies) {
        const problem = problemOf(reply, probe.mayAnswer);
        if (problem) failures.push(`${route}: ${problem}`);
      }
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        failures.push(
          `${route}: changed A's view\n${JSON.stringify(before)}\n${JSON.stringify(after)}`,
        );
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(await reconcileLedger(app.db)).toMatchObject({
      mismatchedWallets: [],
      unbalancedPostings: [],
    });
  }, 120_000);

  it("shows none of A's things in any read of B's or of agent Y's, searched for by A's name", async () => {
    const memberB = await member();
    const treeOfY = await member({ agent: true });
    await member({ parent: treeOfY });
    const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const reads = Object.entries(doc.paths).filter(
      ([path, item]) =>
        'get' in item &&
        !path.includes('{') &&
        !path.startsWith('/operator/') &&
        path !== '/wps/push/events',
    );
    expect(reads.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const [path, item] of reads) {
      // Every query input that searches or names someone gets A's name or id.
      const query = (item.get!.parameters ?? [])
        .filter((p) => p.in === 'query' && /^(search|account|username|memberId)$/.test(p.name))
        .map(
          (p) =>
            `${p.name}=${encodeURIComponent(p.name === 'memberId' ? String(owner.id) : owner.account)}`,
        )
        .join('&');
      const url = query ? `${path}?${query}` : path;
      for (const who of [memberB, treeOfY]) {
        const reply = await as(who, 'GET', url);
        const leaked = secrets.filter((secret) => reply.body.includes(secret));
        if (leaked.length > 0) failures.push(`GET ${url}: leaked ${leaked.join(', ')}`);
        if (reply.status >= 500) failures.push(`GET ${url}: ${reply.status} ${reply.body}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  }, 60_000);

  /** Null when a reply to an attack keeps S6; else what is wrong with it. */
  function problemOf(reply: Reply, mayAnswer: Probe['mayAnswer']): string | null {
    const leaked = secrets.filter((secret) => reply.body.includes(secret));
    if (leaked.length > 0) return `leaked ${leaked.join(', ')}`;
    if (reply.status >= 500) return `${reply.status} ${reply.body.slice(0, 300)}`;
    if (reply.status < 400) {
      if (!mayAnswer) return `answered ${reply.status} ${reply.body.slice(0, 300)}`;
      if (typeof mayAnswer === 'function') {
        const { value } = reply.json() as { value: unknown };
        if (!mayAnswer(value)) return `answered A's thing: ${reply.body.slice(0, 300)}`;
      }
      return null;
    }
    // A refusal of the input's shape proves nothing about ownership: the probe is wrong.
    const { errorCode } = reply.json() as { errorCode?: string };
    return errorCode === 'VALIDATION_FAILED' ? `refused the probe's input: ${reply.body}` : null;
  }

  it('answers a trial account TRIAL_NOT_ALLOWED on every route that launches a game or moves money', async () => {
    const trial = await ak.member({ type: TRIAL_TYPE, balance: 100_000 });
    const dice = await nodeIdOf(app, 'BGS', 'dice');
    const draw = await lk.currentDraw();
    const transfer = { amount: 100, paymentPassword: PAYMENT_PASSWORD, requestId: randomUUID() };
    const contract = { action: 'accept', requestId: 1 };
    // Bodies valid in shape, so the refusal is the trial's and not the input's.
    const refused: Record<string, unknown> = {
      'POST /wps/relay/GCS_gameLaunchFB': { nodeId: dice },
      'POST /wps/game/launchGame': { nodeId: dice },
      'POST /wps/relay/GCS_walletTransfer': {
        vendorCode: transferVendorCode,
        direction: 'in',
        amount: 100,
        requestId: randomUUID(),
      },
      'POST /wps/v2/payments/deposit/orders': { channelCode: 'PIX', amount: 5_000 },
      'POST /wps/v2/withdrawals/payout-accounts': {
        pixKeyType: 'EMAIL',
        pixKey: 'trial@example.com',
        payeeName: 'Maria da Silva',
        proof: 'x',
      },
      'DELETE /wps/v2/withdrawals/payout-accounts/{id}': { proof: 'x' },
      'POST /wps/v2/withdrawals': {
        requestId: randomUUID(),
        amount: 1_000,
        payoutAccountId: 1,
        password: 'x',
      },
      'POST /wps/v2/withdrawals/{id}/cancel': undefined,
      'POST /lgw/bets': lk.slip(draw, [sscPos(['1'])]),
      'POST /lgw/bets/{id}/cancel': undefined,
      'POST /lgw/chases': {
        vassalage: 'LOTT',
        gameCode: 'SSC',
        requestId: randomUUID(),
        bet: sscPos(['1']),
        draws: 2,
        stopOnWin: false,
      },
      'POST /lgw/chases/{id}/cancel': undefined,
      'POST /wps/agent/transfer/downline': { ...transfer, downlineId: owner.id },
      'POST /wps/agent/transfer/upline': transfer,
      'PUT /wps/agent/downlines': {
        username: `t${Date.now().toString(36)}`,
        password: 'Secret#2026',
        confirmPassword: 'Secret#2026',
        asAgent: false,
      },
      'POST /wps/relay/passwordCheck/MCS2_redeemPointReward': {
        requestId: randomUUID(),
        rewardId: 1,
        password: 'x',
      },
      'POST /wps/relay/passwordCheck/MCS2_convertPoint': {
        requestId: randomUUID(),
        points: 100,
        password: 'x',
      },
      'POST /wps/relay/MCSFE_signUpPromotionJoin': { promotionId: 1 },
      'POST /wps/relay/MCSFE_signUpRequestReward': { promotionId: 1 },
      'POST /wps/relay/MCSFE_claimMissionReward': { missionId: 1 },
      'POST /wps/relay/RedEnvelope_open': { roundId: 1 },
      'POST /wps/relay/MCS2_claimRafflePromotion': { raffleId: 1 },
      'POST /wps/relay/MCS2_processDividendReq': contract,
      'POST /wps/relay/MCS2_processDailySalContract': contract,
      'POST /wps/relay/MCS2_processContractHourSalary': contract,
      'POST /wps/relay/MCSFE_processRealTimeSalaryContract': contract,
    };
    // Every other write of a member's: neither a game nor money (each named, so a new
    // write route fails here until someone decides which it is).
    const neither = [
      /^(POST|PUT) \/wps\/(verification|session|member\/register|member\/password)/,
      /^DELETE \/wps\/session\/logout$/,
      /^(POST|PUT|DELETE) \/wps\/member\/(account|info\/icon|totp)/,
      /^(POST|DELETE) \/wps\/relay\/MCSFE_(add|remove)FavoriteGameV2$/,
      /^POST \/wps\/relay\/CBS_launchChat$/,
      /^PUT \/wps\/feedback$/,
      /^(POST|PUT) \/wps\/play-session\//,
      /^(POST|DELETE) \/wps\/v2\/messages\//,
      /^(POST|PUT) \/wps\/protection\//,
      // A receipt answers the operator about a payout; it moves nothing itself.
      /^POST \/wps\/v2\/withdrawals\/\{id\}\/receipt$/,
    ];
    const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const writes = Object.entries(doc.paths)
      .filter(([path]) => /^\/(wps|lgw)\//.test(path) && !/\/(provider|gateway)\//.test(path))
      .flatMap(([path, item]) =>
        Object.keys(item)
          .filter((method) => method !== 'get')
          .map((method) => `${method.toUpperCase()} ${path}`),
      );
    const unplaced = writes.filter((w) => !(w in refused) && !neither.some((re) => re.test(w)));
    expect(unplaced, 'write routes neither refused to trials nor named harmless').toEqual([]);

    const balance = await ak.balance(trial.id);
    const failures: string[] = [];
    for (const [route, body] of Object.entries(refused)) {
      const [method, path] = route.split(' ') as ['POST', string];
      const reply = await as(trial, method, path!.replace(/\{\w+\}/g, '1'), body);
      const code = reply.status < 500 ? (reply.json() as { errorCode?: string }).errorCode : '';
      if (reply.status !== 403 || code !== 'TRIAL_NOT_ALLOWED') {
        failures.push(`${route}: ${reply.status} ${reply.body.slice(0, 200)}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(Object.keys(refused).filter((r) => !writes.includes(r))).toEqual([]);
    expect(await ak.balance(trial.id)).toBe(balance);
  }, 60_000);
});
