import {
  contentPaths,
  errorEnvelopeSchema,
  okEnvelopeSchema,
  winnersQuerySchema,
  winnersValueSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replyLanguage } from '../../lib/envelope';
import { readWinnerBoard, toWinner } from './winner-repository';

export type WinnerRoutesOptions = {
  /** The wallet's currency (CURRENCY): amounts are its minor units. */
  currency: string;
  /** PUBLIC_IMAGE_BASE: where game icons are served. */
  imageBase: string;
  /** How long one process reuses the board (spec §7 "cached"); tests shorten it. */
  cacheMs?: number;
};

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };

/**
 * `GET /wps/relay/GCSGAME_getRankList`. Every visitor of the home page asks for the same
 * board, so each process reads it at most once per `cacheMs` (10 s): a new big win shows
 * within seconds, and a burst of visitors costs one query.
 */
const winnerRoutes: FastifyPluginAsyncZod<WinnerRoutesOptions> = async (app, options) => {
  const cacheMs = options.cacheMs ?? 10_000;
  let cached: { at: number; rows: Promise<Awaited<ReturnType<typeof readWinnerBoard>>> } | null =
    null;
  const board = () => {
    if (!cached || Date.now() - cached.at >= cacheMs) {
      const rows = readWinnerBoard(app.db);
      cached = { at: Date.now(), rows };
      // A failed read must not be served from the cache for the next 10 s.
      rows.catch(() => {
        if (cached?.rows === rows) cached = null;
      });
    }
    return cached.rows;
  };

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
        response: { 200: okEnvelopeSchema(winnersValueSchema), ...errors },
      },
    },
    async (request) => {
      const { limitNum, language } = request.query;
      const lang = replyLanguage(request, language);
      const rows = (await board()).slice(0, limitNum);
      return ok(rows.map((r) => toWinner(r, lang, options.imageBase, options.currency)));
    },
  );
};

export default winnerRoutes;
