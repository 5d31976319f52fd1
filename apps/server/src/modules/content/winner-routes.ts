import {
  contentPaths,
  okEnvelopeSchema,
  winnersQuerySchema,
  winnersValueSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replyLanguage } from '../../lib/envelope';
import { operatorChangedCache, sendCachedReply } from '../../lib/reply-cache';
import { cachedWinnerBoard } from './winner-board';
import { toWinner } from './winner-repository';

export type WinnerRoutesOptions = {
  /** The wallet's currency (CURRENCY): amounts are its minor units. */
  currency: string;
  /** PUBLIC_IMAGE_BASE: where game icons are served. */
  imageBase: string;
  /** How long one process reuses the board (spec §7 "cached"); tests shorten it. */
  cacheMs?: number;
};

/**
 * `GET /wps/relay/GCSGAME_getRankList`: the board each process reads at most once per
 * `cacheMs` (10 s; see winner-board.ts).
 */
const winnerRoutes: FastifyPluginAsyncZod<WinnerRoutesOptions> = async (app, options) => {
  const cacheMs = options.cacheMs ?? 10_000;
  const board = cachedWinnerBoard(app.db, cacheMs);
  // Its replies as bytes for as long as the board itself (P5, ADR 030).
  const replies = operatorChangedCache(app.invalidation, { maxEntries: 64, ttlMs: cacheMs });

  app.get(
    contentPaths.winners,
    {
      schema: {
        tags: ['content'],
        summary: 'The winner board: biggest recent wins, masked names',
        description:
          'Real wins settled through the wallet in the last days rank first; seeded demo ' +
          'wins fill the board of a new site. winAmount is in minor units of currency.',
        querystring: winnersQuerySchema,
        response: { 200: okEnvelopeSchema(winnersValueSchema) },
      },
    },
    async (request, reply) => {
      const { limitNum, language } = request.query;
      const lang = replyLanguage(request, language);
      const cached = await replies.get(`${limitNum}|${lang}`, async () => {
        const rows = (await board()).slice(0, limitNum);
        const value = rows.map((r) => toWinner(r, lang, options.imageBase, options.currency));
        return JSON.stringify(ok(value));
      });
      return sendCachedReply(request, reply, cached);
    },
  );
};

export default winnerRoutes;
