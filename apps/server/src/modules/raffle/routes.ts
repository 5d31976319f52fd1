import {
  okEnvelopeSchema,
  publicRafflesQuerySchema,
  raffleClaimSchema,
  raffleItemSchema,
  raffleListSchema,
  rafflePaths,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replyLanguage, requestLanguage } from '../../lib/envelope';
import { limitedBy } from '../../lib/quota';
import { operatorChangedCache, sendCachedReply } from '../../lib/reply-cache';
import { raffleQuotas } from './quotas';
import { claimRaffle, listRaffles } from './raffle-service';

const tags = ['raffle'];

/**
 * The raffle's member and public calls (issue 18, ADR 039): the list with the member's
 * entry and tickets (T), the same list for visitors, and `MCS2_claimRafflePromotion`, the
 * member's opt-in (T, quota `raffle-claim`). The member's list is read fresh (their tickets
 * move with every bet); the visitors' list is one reply per language kept as bytes for
 * `PUBLIC_RAFFLES_CACHE_MS` (P5, ADR 030): a draw or a ticket shows there within seconds, and
 * an operator change at once (the invalidation bus).
 */
const PUBLIC_RAFFLES_CACHE_MS = 5_000;

const raffleRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicReplies = operatorChangedCache(app.invalidation, {
    maxEntries: 8,
    ttlMs: PUBLIC_RAFFLES_CACHE_MS,
  });

  app.get(
    rafflePaths.raffles,
    {
      preHandler: app.authenticateMember,
      schema: {
        tags,
        summary: 'Raffles with the member’s entry and tickets (T)',
        response: { 200: okEnvelopeSchema(raffleListSchema) },
      },
    },
    async (request) => ok(await listRaffles(app.db, requestLanguage(request), request.memberId!)),
  );

  app.get(
    rafflePaths.publicRaffles,
    {
      schema: {
        tags,
        summary: 'Raffles as a visitor sees them (no token): results, seeds and ticket lists',
        querystring: publicRafflesQuerySchema,
        response: { 200: okEnvelopeSchema(raffleListSchema) },
      },
    },
    async (request, reply) => {
      const language = replyLanguage(request, request.query.language);
      const cached = await publicReplies.get(language, async () =>
        JSON.stringify(ok(await listRaffles(app.db, language, null))),
      );
      return sendCachedReply(request, reply, cached);
    },
  );

  app.post(
    rafflePaths.claim,
    {
      preHandler: [
        app.authenticateMember,
        limitedBy(raffleQuotas.claims, (request) => request.memberId!),
      ],
      schema: {
        tags,
        summary: 'Joins a running raffle: the period’s valid bets and deposits earn tickets (T)',
        body: raffleClaimSchema,
        response: { 200: okEnvelopeSchema(raffleItemSchema) },
      },
    },
    async (request) =>
      ok(
        await claimRaffle(
          app.db,
          request.body.raffleId,
          request.memberId!,
          requestLanguage(request),
        ),
      ),
  );
};

export default raffleRoutes;
