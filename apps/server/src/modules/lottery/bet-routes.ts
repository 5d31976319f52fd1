import {
  betIdParamsSchema,
  cancelReplySchema,
  lotteryPaths,
  myBetsQuerySchema,
  myBetsSchema,
  myChasesSchema,
  okEnvelopeSchema,
  placeBetsReplySchema,
  placeBetsSchema,
  placeChaseReplySchema,
  placeChaseSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { limitedBy } from '../../lib/quota';
import { memberBets, memberChases } from './bet-repository';
import { cancelBet, cancelChase, placeBets, placeChase } from './bets';
import { lotteryQuotas } from './quotas';
import { betView, chaseView } from './views';

const tags = ['lottery'];
const DEFAULT_PAGE = 20;

/**
 * A member's lottery bets (issue 14): bet slips, chases, cancels and their lists. Writes
 * need a member token and refuse trial accounts (`authenticateMember`, S6) and take from
 * the module's quotas (S9); a member only ever sees and cancels their own bets.
 */
const betRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = (request: { memberId: number | null }) => request.memberId!;

  app.post(
    lotteryPaths.placeBets,
    {
      preHandler: [app.authenticateMember, limitedBy(lotteryQuotas.bets, member)],
      schema: {
        tags,
        summary: 'Place the bets of a slip on one draw, all or none (T, no trial)',
        description:
          'Refused once the draw closes (LOTTERY_DRAW_CLOSED), in the transaction that would ' +
          'debit it. Idempotent by requestId: a retry answers the bets placed the first time.',
        body: placeBetsSchema,
        response: { 200: okEnvelopeSchema(placeBetsReplySchema) },
      },
    },
    async (request) => ok(await placeBets(app.db, member(request), request.body)),
  );

  app.get(
    lotteryPaths.myBets,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "The caller's bets, newest first, a keyset page at a time (T)",
        querystring: myBetsQuerySchema,
        response: { 200: okEnvelopeSchema(myBetsSchema) },
      },
    },
    async (request) => {
      const { pageSize, cursor, ...filter } = request.query;
      const limit = pageSize ?? DEFAULT_PAGE;
      const rows = await memberBets(app.db, member(request), {
        ...filter,
        cursor,
        limit: limit + 1,
      });
      const now = new Date();
      const page = rows.slice(0, limit);
      return ok({
        items: page.map((b) => betView(b, now)),
        nextCursor: rows.length > limit ? page[page.length - 1]!.id : null,
      });
    },
  );

  app.post(
    lotteryPaths.cancelBet,
    {
      preHandler: [app.authenticateMember, limitedBy(lotteryQuotas.cancels, member)],
      schema: {
        tags,
        summary: "Cancel one of the caller's open bets before its draw closes; refunds it (T)",
        params: betIdParamsSchema,
        response: { 200: okEnvelopeSchema(cancelReplySchema) },
      },
    },
    async (request) => ok(await cancelBet(app.db, member(request), request.params.id)),
  );

  app.post(
    lotteryPaths.placeChase,
    {
      preHandler: [app.authenticateMember, limitedBy(lotteryQuotas.chases, member)],
      schema: {
        tags,
        summary:
          'Chase: the same bet on the next N draws (2–30), optionally stopping after a win (T)',
        description: 'All draws or none, in one transaction; idempotent by requestId.',
        body: placeChaseSchema,
        response: { 200: okEnvelopeSchema(placeChaseReplySchema) },
      },
    },
    async (request) => ok(await placeChase(app.db, member(request), request.body)),
  );

  app.get(
    lotteryPaths.myChases,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "The caller's chases, newest first (the last 50) (T)",
        response: { 200: okEnvelopeSchema(myChasesSchema) },
      },
    },
    async (request) =>
      ok({ items: (await memberChases(app.db, member(request), 50)).map(chaseView) }),
  );

  app.post(
    lotteryPaths.cancelChase,
    {
      preHandler: [app.authenticateMember, limitedBy(lotteryQuotas.cancels, member)],
      schema: {
        tags,
        summary: 'Cancel a chase: its bets on draws not yet closed are refunded (T)',
        params: betIdParamsSchema,
        response: { 200: okEnvelopeSchema(cancelReplySchema) },
      },
    },
    async (request) => ok(await cancelChase(app.db, member(request), request.params.id)),
  );
};

export default betRoutes;
