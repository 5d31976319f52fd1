import {
  okEnvelopeSchema,
  publicPromotionListSchema,
  publicPromotionsQuerySchema,
  rewardPaths,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, replyLanguage } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { operatorChangedCache, sendCachedReply } from '../../lib/reply-cache';
import { renderTitleArtSvg, sendSvg } from '../images';
import { enabledPromotions, findPromotion, toPublicPromotionItem } from './promotion-repository';

const imageParams = z.object({ file: z.string().max(24) });
const imageQuery = z.object({ language: z.string().max(10).optional() });

/**
 * The promotions page's public reads (spec §2 `/promotions`, issue 18): the enabled
 * promotions as a visitor sees them, and their generated art. No token: the page is public,
 * and a member's own statuses come from the reward centre's `MCSFE_getPromotionList`.
 */
const promotionPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  // One reply per tab and language, dropped on any operator change (P5, ADR 030). The short
  // life bounds how late a `coming` promotion turns `join` when its start passes.
  const cache = operatorChangedCache(app.invalidation, { maxEntries: 32, ttlMs: 5000 });
  app.get(
    rewardPaths.publicPromotions,
    {
      schema: {
        tags: ['rewards'],
        summary: 'Promotions as a visitor sees them (no token, no member status)',
        description:
          'category: one of welcome, slots, live, sports, lottery, other (all when absent). ' +
          'status is only what the clock says: coming, join or close. rules is operator ' +
          'HTML: sanitize it before showing.',
        querystring: publicPromotionsQuerySchema,
        response: { 200: okEnvelopeSchema(publicPromotionListSchema) },
      },
    },
    async (request, reply) => {
      const { category, language } = request.query;
      const lang = replyLanguage(request, language);
      const cached = await cache.get(`${category ?? ''}|${lang}`, async () => {
        const rows = await enabledPromotions(app.db, category);
        const now = new Date();
        return JSON.stringify(ok(rows.map((row) => toPublicPromotionItem(row, lang, now))));
      });
      return sendCachedReply(request, reply, cached);
    },
  );

  app.get(
    '/img/promotions/:file',
    { schema: { hide: true, params: imageParams, querystring: imageQuery } },
    async (request, reply) => {
      const id = Number(/^([1-9]\d{0,9})\.svg$/.exec(request.params.file)?.[1]);
      const row =
        Number.isSafeInteger(id) && id <= 2 ** 31 - 1 ? await findPromotion(app.db, id) : null;
      if (!row) throw new AppError('NOT_FOUND', `no promotion image ${request.params.file}`);
      const lang = replyLanguage(request, request.query.language);
      // A promotion's titles never change (operators add, enable and disable), so its art
      // is stable.
      const title = lang === 'en' ? row.titleEn : row.titlePt;
      return sendSvg(
        reply,
        renderTitleArtSvg({
          seed: `promotion-${row.id}-${row.promotionType}`,
          width: 640,
          height: 320,
          title,
          lineLength: 12,
          fontSize: { one: 50, two: 42 },
        }),
      );
    },
  );
};

export default promotionPublicRoutes;
