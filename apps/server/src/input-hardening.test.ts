import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import { favoriteGame, feedback } from './db/schema';
import { buildTestApp, operatorHeaders } from './test/build-test-app';
import { memberSession, someGame } from './test/games-kit';
import { identityClient } from './test/identity-client';
import { multipart } from './test/support-kit';
import { useTestDatabase } from './test/suite';
import { testDatabaseKinds } from './test/test-database';
import { game } from './db/schema';

/*
 * Issue 12, defects 4-6: text with control characters and ids a column cannot hold used to
 * reach PostgreSQL and answer 500; JSON bodies took `true`, `[684]` and `"0x2ac"` as game ids.
 * Each is now a clear 4xx in the caller's language, and nothing changes.
 */

const NUL = '\u0000';
const BEYOND_INTEGER_COLUMN = 3_000_000_000;

describe.each(testDatabaseKinds())(
  'bad input refused before it reaches the database on %s',
  (kind) => {
    const database = useTestDatabase(kind);
    let app: App;
    let token: string;
    let memberId: number;
    let nodeId: number;
    beforeAll(async () => {
      app = await buildTestApp(database());
      ({ token, memberId } = await memberSession(app));
      nodeId = (await someGame(app, eq(game.vendorCode, 'BGS'))).nodeId;
    });
    afterAll(async () => app?.close());

    const member = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
      app.inject({
        method,
        url,
        headers: { authorization: token, 'accept-language': 'en' },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });

    /** A refusal of a control character: 400, its own code, the message in that language. */
    function expectControlCharacterRefusal(res: { statusCode: number; body: string }) {
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({
        success: false,
        errorCode: 'TEXT_CONTROL_CHARACTERS',
        message: expect.stringContaining('control characters'),
      });
    }

    describe('a NUL byte in text gets a clear error, not a server error (defect 4)', () => {
      it('in the invitation code checked on the registration form', async () => {
        const res = await app.inject({
          url: `/wps/agent/affiliate?code=ab${encodeURIComponent(NUL)}c`,
          headers: { 'accept-language': 'en' },
        });
        expectControlCharacterRefusal(res);
      });

      it('in the username of "forgot password"', async () => {
        const res = await app.inject({
          method: 'POST',
          url: '/wps/member/password/email',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'accept-language': 'en',
          },
          payload: new URLSearchParams({
            username: `me${NUL}`,
            email: 'me@example.com',
          }).toString(),
        });
        expectControlCharacterRefusal(res);
      });

      it('in the username of a login', async () => {
        const res = await identityClient(app).login(`me${NUL}x`, 'Secret123!');
        expectControlCharacterRefusal(res);
      });

      it('in the username of a remembered login', async () => {
        const res = await app.inject({
          method: 'POST',
          url: '/wps/session/login/remembered',
          headers: { 'accept-language': 'en', cookie: 'ol_remember=abc' },
          payload: { username: `me${NUL}` },
        });
        expectControlCharacterRefusal(res);
      });

      it('in the e-mail of a registration', async () => {
        const client = identityClient(app);
        const res = await client.e('PUT', '/wps/member/register', {
          username: 'hardening1',
          password: 'Secret123!',
          confirmPassword: 'Secret123!',
          email: `me${NUL}@example.com`,
          termsAccepted: true,
          ageConfirmed: true,
        });
        expectControlCharacterRefusal(res);
      });

      it('in the live-chat channel asked for', async () => {
        expectControlCharacterRefusal(
          await member('POST', '/wps/relay/CBS_launchChat', { modelId: `support${NUL}` }),
        );
      });

      it('in feedback text, while its line breaks are kept', async () => {
        const [before] = await app.db.select({ n: count() }).from(feedback);
        const send = (content: string) => {
          const body = multipart([{ name: 'content', value: content }]);
          return app.inject({
            method: 'PUT',
            url: '/wps/feedback',
            payload: body.payload,
            headers: { ...body.headers, authorization: token, 'accept-language': 'en' },
          });
        };
        expectControlCharacterRefusal(await send(`one two three${NUL} four five six`));
        const [after] = await app.db.select({ n: count() }).from(feedback);
        expect(after!.n).toBe(before!.n);
        const lines = await send('one two three\r\nfour five six\n\tseven');
        expect(lines.statusCode, lines.body).toBe(200);
      });

      it('in Portuguese for a Portuguese caller', async () => {
        const res = await app.inject({
          url: `/wps/agent/affiliate?code=${encodeURIComponent(`\u0007`)}`,
          headers: { 'accept-language': 'pt-BR' },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toContain('caracteres de controle');
      });
    });

    describe('an id no row can have is refused as invalid, not a server error (defect 5)', () => {
      const memberCalls: [string, 'GET' | 'POST' | 'DELETE', string, unknown][] = [
        ['launch', 'POST', '/wps/relay/GCS_gameLaunchFB', { nodeId: BEYOND_INTEGER_COLUMN }],
        ['launchGame', 'POST', '/wps/game/launchGame', { nodeId: BEYOND_INTEGER_COLUMN }],
        [
          'add favourite',
          'POST',
          '/wps/relay/MCSFE_addFavoriteGameV2',
          { nodeId: BEYOND_INTEGER_COLUMN, vendor: 'BGS', gameType: 'INHOUSE' },
        ],
        [
          'remove favourite',
          'DELETE',
          '/wps/relay/MCSFE_removeFavoriteGameV2',
          { nodeId: BEYOND_INTEGER_COLUMN, vendor: 'BGS', gameType: 'INHOUSE' },
        ],
        ['room list', 'GET', `/wps/relay/GLS2_roomList?nodeId=${BEYOND_INTEGER_COLUMN}`, undefined],
        [
          'join promotion',
          'POST',
          '/wps/relay/MCSFE_signUpPromotionJoin',
          { promotionId: BEYOND_INTEGER_COLUMN },
        ],
        [
          'promotion reward',
          'POST',
          '/wps/relay/MCSFE_signUpRequestReward',
          { promotionId: BEYOND_INTEGER_COLUMN },
        ],
        [
          'mission claim',
          'POST',
          '/wps/relay/MCSFE_claimMissionReward',
          { missionId: BEYOND_INTEGER_COLUMN },
        ],
      ];
      it.each(memberCalls)('on %s', async (_name, method, url, payload) => {
        const res = await member(method, url, payload);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
      });

      it.each([
        ['PATCH', `/operator/banners/${BEYOND_INTEGER_COLUMN}`, { enabled: false }],
        ['PATCH', `/operator/announcements/${BEYOND_INTEGER_COLUMN}`, { enabled: false }],
        ['PATCH', `/operator/promotions/${BEYOND_INTEGER_COLUMN}`, { enabled: false }],
        ['PATCH', `/operator/missions/${BEYOND_INTEGER_COLUMN}`, { enabled: false }],
        ['POST', `/operator/promotion-applications/${BEYOND_INTEGER_COLUMN}/approve`, undefined],
      ] as const)('on the operator call %s %s', async (method, url, payload) => {
        const res = await app.inject({
          method,
          url,
          headers: operatorHeaders,
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().errorCode).toBe('VALIDATION_FAILED');
      });
    });

    describe('a game id in a JSON body must be a JSON number (defect 6)', () => {
      const favourites = async () =>
        (
          await app.db
            .select({ n: count() })
            .from(favoriteGame)
            .where(eq(favoriteGame.memberId, memberId))
        )[0]!.n;

      it.each([
        ['true', () => true],
        ['[id]', () => [nodeId]],
        ['"0x…" (hex text)', () => `0x${nodeId.toString(16)}`],
        ['"id" (digits as text)', () => String(nodeId)],
      ])('a favourite of %s is refused and no favourite is added', async (_name, id) => {
        const before = await favourites();
        const res = await member('POST', '/wps/relay/MCSFE_addFavoriteGameV2', {
          nodeId: id(),
          vendor: 'BGS',
          gameType: 'INHOUSE',
        });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().errorCode).toBe('VALIDATION_FAILED');
        expect(await favourites()).toBe(before);
      });

      it.each([
        ['true', () => true],
        ['[id]', () => [nodeId]],
        ['"0x…" (hex text)', () => `0x${nodeId.toString(16)}`],
      ])('a launch of %s starts no game', async (_name, id) => {
        for (const url of ['/wps/relay/GCS_gameLaunchFB', '/wps/game/launchGame']) {
          const res = await member('POST', url, { nodeId: id() });
          expect(res.statusCode, res.body).toBe(400);
          expect(res.json().errorCode).toBe('VALIDATION_FAILED');
        }
      });

      it('the same game as a JSON number is launched and made a favourite', async () => {
        const launch = await member('POST', '/wps/relay/GCS_gameLaunchFB', { nodeId });
        expect(launch.statusCode, launch.body).toBe(200);
        const added = await member('POST', '/wps/relay/MCSFE_addFavoriteGameV2', {
          nodeId,
          vendor: 'BGS',
          gameType: 'INHOUSE',
        });
        expect(added.json()).toMatchObject({ success: true, value: { nodeId, isFavorite: true } });
      });

      it('query strings still take digits, and only digits', async () => {
        const digits = await member('GET', `/wps/relay/GLS2_roomList?nodeId=${nodeId}`);
        expect(digits.statusCode, digits.body).toBe(200);
        const paged = await member(
          'GET',
          '/wps/relay/MCSFE_getFavoriteGamesList?pageNo=1&pageSize=5',
        );
        expect(paged.statusCode, paged.body).toBe(200);
        for (const bad of [`0x${nodeId.toString(16)}`, `${nodeId}.0`, `+${nodeId}`, '1e3', ' 7']) {
          const res = await member(
            'GET',
            `/wps/relay/GLS2_roomList?nodeId=${encodeURIComponent(bad)}`,
          );
          expect(res.statusCode, `${bad}: ${res.body}`).toBe(400);
        }
      });
    });

    describe('requests the fuzz test (S7) found answered with 5xx or without the envelope', () => {
      it('a path parameter too long, or a URL badly percent-encoded, gets the error envelope', async () => {
        const long = await app.inject({
          method: 'PATCH',
          url: `/operator/deposit/channels/${'A'.repeat(300)}`,
          headers: { ...operatorHeaders, 'accept-language': 'en' },
          payload: { enabled: false },
        });
        expect(long.statusCode).toBe(414);
        expect(long.json()).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
        const badUrl = await member('GET', '/wps/v2/payments/deposit/orders/%E0%A4%A');
        expect(badUrl.statusCode).toBe(400);
        expect(badUrl.json()).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
      });

      it('a sandbox game page naming a provider that does not exist is told its session is invalid, not that the game is down', async () => {
        const { nodeId: sandboxGame } = await someGame(
          app,
          sql`vendor_code <> 'BGS' AND game_type = 'RNG'`,
        );
        const launch = await member('POST', '/wps/relay/GCS_gameLaunchFB', { nodeId: sandboxGame });
        expect(launch.statusCode, launch.body).toBe(200);
        const gameToken = new URL(launch.json().value.url, 'http://x').searchParams.get('token')!;
        const res = await app.inject({
          url: '/games/sandbox/api/session?vendor=NOPE&gameCode=nothing',
          headers: { 'x-game-token': gameToken, 'accept-language': 'en' },
        });
        expect(res.statusCode, res.body).toBe(401);
        expect(res.json().errorCode).toBe('GAME_SESSION_INVALID');
      });
    });
  },
);
