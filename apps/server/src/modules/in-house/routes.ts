import {
  clientSeedRequestSchema,
  currentMinesSchema,
  demoRequestSchema,
  demoSessionSchema,
  diceRollRequestSchema,
  fairnessSchema,
  GAME_TOKEN_HEADER,
  gameTokenHeadersSchema,
  inHousePaths,
  inHouseRoundSchema,
  inHouseSessionSchema,
  memberRoundQuerySchema,
  minesCashOutRequestSchema,
  minesRevealRequestSchema,
  minesStartRequestSchema,
  okEnvelopeSchema,
  rotateSeedValueSchema,
  roundListSchema,
  roundParamsSchema,
  roundResultSchema,
  roundsQuerySchema,
  slotSpinRequestSchema,
} from '@openlobby/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { createHash } from 'node:crypto';
import { ok } from '../../lib/envelope';
import { limitedBy } from '../../lib/quota';
import { inHouseQuotas } from './quotas';
import type { InHouseGames } from './service';

const reply = <T extends z.ZodType>(value: T) => ({ 200: okEnvelopeSchema(value) });
const tags = ['in-house games'];
/** Routes played with the game token: its header is checked like any text. */
const tokenRoute = { tags, headers: gameTokenHeadersSchema };

/**
 * The API of the in-house game pages (`/games/bgs/api/...`), authenticated by the game
 * token of the launch URL in the `x-game-token` header. Handlers are thin: service.ts plays.
 */
const inHouseRoutes: FastifyPluginAsyncZod<{ games: InHouseGames }> = async (app, { games }) => {
  const player = (request: FastifyRequest) => {
    const token = request.headers[GAME_TOKEN_HEADER];
    return games.player(typeof token === 'string' ? token : undefined);
  };
  app.post(
    inHousePaths.demo,
    {
      schema: {
        tags,
        summary: 'Open a demo (play money) of an in-house game',
        body: demoRequestSchema,
        response: reply(demoSessionSchema),
      },
    },
    async (request) => ok(await games.openDemo(request.body.gameCode, request.ip)),
  );
  app.get(
    inHousePaths.session,
    {
      schema: {
        ...tokenRoute,
        summary: 'The game session: demo flag, balance, fairness',
        response: reply(inHouseSessionSchema),
      },
    },
    async (request) => ok(await games.session(await player(request))),
  );
  app.get(
    inHousePaths.fairness,
    {
      schema: {
        ...tokenRoute,
        summary: 'Server-seed hash, client seed and next nonce',
        response: reply(fairnessSchema),
      },
    },
    async (request) => ok(await games.fairness(await player(request))),
  );
  app.put(
    inHousePaths.clientSeed,
    {
      schema: {
        ...tokenRoute,
        summary: 'Choose the client seed of the next rounds',
        body: clientSeedRequestSchema,
        response: reply(fairnessSchema),
      },
    },
    async (request) =>
      ok(await games.setClientSeed(await player(request), request.body.clientSeed)),
  );
  app.post(
    inHousePaths.rotateSeed,
    {
      // Counted per game token, by its hash: the counter key must not hold a credential.
      preHandler: limitedBy(inHouseQuotas.seedRotations, (request) =>
        createHash('sha256')
          .update(String(request.headers[GAME_TOKEN_HEADER] ?? ''))
          .digest('hex')
          .slice(0, 32),
      ),
      schema: {
        ...tokenRoute,
        summary: 'Reveal the server seed and commit to a new one',
        response: reply(rotateSeedValueSchema),
      },
    },
    async (request) => ok(await games.rotateSeed(await player(request))),
  );
  app.post(
    inHousePaths.slotSpin,
    {
      schema: {
        ...tokenRoute,
        summary: 'Spin the video slot',
        body: slotSpinRequestSchema,
        response: reply(roundResultSchema),
      },
    },
    async (request) => ok(await games.spinSlot(await player(request), request.body)),
  );
  app.post(
    inHousePaths.diceRoll,
    {
      schema: {
        ...tokenRoute,
        summary: 'Roll the dice',
        body: diceRollRequestSchema,
        response: reply(roundResultSchema),
      },
    },
    async (request) => ok(await games.rollDice(await player(request), request.body)),
  );
  app.post(
    inHousePaths.minesStart,
    {
      schema: {
        ...tokenRoute,
        summary: 'Start a mines round (the bet stays open)',
        body: minesStartRequestSchema,
        response: reply(roundResultSchema),
      },
    },
    async (request) => ok(await games.startMines(await player(request), request.body)),
  );
  app.get(
    inHousePaths.minesCurrent,
    {
      schema: {
        ...tokenRoute,
        summary: 'The mines round in play, if any',
        response: reply(currentMinesSchema),
      },
    },
    async (request) => ok({ round: await games.currentMines(await player(request)) }),
  );
  app.post(
    inHousePaths.minesReveal,
    {
      schema: {
        ...tokenRoute,
        summary: 'Reveal a tile',
        body: minesRevealRequestSchema,
        response: reply(roundResultSchema),
      },
    },
    async (request) => ok(await games.revealMine(await player(request), request.body)),
  );
  app.post(
    inHousePaths.minesCashOut,
    {
      schema: {
        ...tokenRoute,
        summary: 'Cash out at the current multiplier',
        body: minesCashOutRequestSchema,
        response: reply(roundResultSchema),
      },
    },
    async (request) => ok(await games.cashOutMines(await player(request), request.body)),
  );
  app.get(
    inHousePaths.rounds,
    {
      schema: {
        ...tokenRoute,
        summary: 'The last rounds, newest first',
        querystring: roundsQuerySchema,
        response: reply(roundListSchema),
      },
    },
    async (request) =>
      ok({ rounds: await games.rounds(await player(request), request.query.game) }),
  );
  app.get(
    inHousePaths.roundRoute,
    {
      schema: {
        ...tokenRoute,
        summary: 'One round, with its server seed once revealed',
        params: roundParamsSchema,
        response: reply(inHouseRoundSchema),
      },
    },
    async (request) => ok(await games.round(await player(request), request.params.roundId)),
  );
  // The betting record's Verify (ADR 026): the member token, not a game token, and only
  // the caller's own rounds.
  app.get(
    inHousePaths.memberRound,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "One of the member's own rounds, with its server seed once revealed (T)",
        querystring: memberRoundQuerySchema,
        response: reply(inHouseRoundSchema),
      },
    },
    async (request) => ok(await games.memberRound(request.memberId!, request.query.roundId)),
  );
};

export default inHouseRoutes;
