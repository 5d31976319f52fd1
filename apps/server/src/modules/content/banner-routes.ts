import {
  bannersQuerySchema,
  bannersValueSchema,
  contentPaths,
  okEnvelopeSchema,
  type BannerGroup,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, replyLanguage } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { operatorChangedCache, sendCachedReply } from '../../lib/reply-cache';
import { sendSvg } from '../images';
import { bannerTitle, findBanner, listBanners, toBanner } from './banner-repository';
import { renderBannerSvg } from './banner-image';

const imageParams = z.object({ file: z.string().max(24) });
const imageQuery = z.object({ language: z.string().max(10).optional() });

/** `GET /wps/system/banners?groupName=` and the banners' generated images. */
const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  // One reply per group and language, made again after an operator change (P5, ADR 030).
  const cache = operatorChangedCache(app.invalidation, { maxEntries: 32, ttlMs: 5000 });
  app.get(
    contentPaths.banners,
    {
      schema: {
        tags: ['content'],
        summary: 'Enabled banners of one group, in carousel order',
        description:
          'groupName: w_home, w_login, w_register or w_forget. linkage: a promotion code, a ' +
          "game node id (with the game's start details in `game`) or an http(s) URL.",
        querystring: bannersQuerySchema,
        response: { 200: okEnvelopeSchema(bannersValueSchema) },
      },
    },
    async (request, reply) => {
      const { groupName, language } = request.query;
      const lang = replyLanguage(request, language);
      const cached = await cache.get(`${groupName}|${lang}`, async () => {
        const [rows, games] = await Promise.all([
          listBanners(app.db, groupName),
          app.gameCatalogue.get(),
        ]);
        return JSON.stringify(ok(rows.map((row) => toBanner(row, lang, games))));
      });
      return sendCachedReply(request, reply, cached);
    },
  );

  app.get(
    '/img/banners/:file',
    { schema: { hide: true, params: imageParams, querystring: imageQuery } },
    async (request, reply) => {
      const id = Number(/^([1-9]\d{0,9})\.svg$/.exec(request.params.file)?.[1]);
      const row = Number.isSafeInteger(id) ? await findBanner(app.db, id) : undefined;
      if (!row) throw new AppError('NOT_FOUND', `no banner image ${request.params.file}`);
      const lang = replyLanguage(request, request.query.language);
      // A banner's titles never change (operators add and remove), so its image is stable.
      return sendSvg(
        reply,
        renderBannerSvg(row.id, row.groupName as BannerGroup, bannerTitle(row, lang)),
      );
    },
  );
};

export default bannerRoutes;
