import {
  apiPaths,
  isSupportedLanguage,
  newGameVendorQuerySchema,
  okEnvelopeSchema,
  vendorCategoryListSchema,
  vendorImageUrl,
  type GameCategory,
  type Language,
  type VendorCategory,
  type VendorGameType,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, requestLanguage } from '../../lib/envelope';
import { operatorChangedCache, sendCachedReply } from '../../lib/reply-cache';
import { listEnabledCategoriesWithVendors } from './vendor-repository';

/**
 * GET /wps/relay/GCSGAME_newGameVendor: the vendor categories that build the top navigation
 * (spec §2). A category without an enabled vendor is left out, as the navigation would
 * only show an empty menu for it.
 */
const vendorRoutes: FastifyPluginAsyncZod<{ publicImageBase: string }> = async (app, options) => {
  // One reply per language, made again after an operator change (P5, ADR 030).
  const cache = operatorChangedCache(app.invalidation, { maxEntries: 8, ttlMs: 5000 });
  app.get(
    apiPaths.newGameVendor,
    {
      schema: {
        tags: ['games'],
        summary: 'Vendor categories with their vendors, titles in the requested language',
        querystring: newGameVendorQuerySchema,
        response: {
          200: okEnvelopeSchema(vendorCategoryListSchema),
        },
      },
    },
    async (request, reply) => {
      const asked = request.query.language?.toLowerCase();
      const language = isSupportedLanguage(asked) ? asked : requestLanguage(request);
      const cached = await cache.get(language, async () => {
        const categories = await listEnabledCategoriesWithVendors(app.db);
        return JSON.stringify(ok(toValue(categories, language)));
      });
      // Same for every visitor and changed rarely by the operator; the browser may reuse it
      // briefly, but shared caches must not (the reply's language follows the caller).
      reply.header('cache-control', 'private, max-age=30');
      reply.header('vary', 'accept-language');
      return sendCachedReply(request, reply, cached);
    },
  );

  function toValue(
    categories: Awaited<ReturnType<typeof listEnabledCategoriesWithVendors>>,
    language: Language,
  ): VendorCategory[] {
    return categories.map(({ category, vendors }) => ({
      gameCategory: category.gameCategory as GameCategory,
      title: language === 'en' ? category.titleEn : category.titlePt,
      cards: category.cards,
      gameClassify: category.gameClassify,
      vendors: vendors.map((v) => ({
        vassalage: v.vassalage,
        gameType: v.gameType as VendorGameType,
        vendorName: v.vendorName,
        imageUrl: vendorImageUrl(options.publicImageBase, v.vassalage),
      })),
    }));
  }
};

export default vendorRoutes;
