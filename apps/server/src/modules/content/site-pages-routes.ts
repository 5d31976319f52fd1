import {
  contentPaths,
  descriptionSections,
  descriptionValueSchema,
  okEnvelopeSchema,
  sitePageQuerySchema,
  sponsorsValueSchema,
  type SponsorKind,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, replyLanguage } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { operatorChangedCache, sendCachedReply } from '../../lib/reply-cache';
import { sendSvg } from '../images';
import {
  findSponsor,
  listDescriptionSections,
  listSponsors,
  sponsorTitle,
  toDescriptionSection,
  toSponsor,
} from './site-pages-repository';
import { renderSponsorSvg } from './sponsor-image';

const imageParams = z.object({ file: z.string().max(24) });
const imageQuery = z.object({ language: z.string().max(10).optional() });
const sectionOrder = new Map<string, number>(descriptionSections.map((s, i) => [s, i]));

/** `/sponsor` and `/description` (spec §2): the operator's sponsorships and site texts. */
const sitePagesRoutes: FastifyPluginAsyncZod = async (app) => {
  // One reply per page and language, made again after an operator change (P5, ADR 030).
  const cache = operatorChangedCache(app.invalidation, { maxEntries: 8, ttlMs: 5000 });

  app.get(
    contentPaths.sponsors,
    {
      schema: {
        tags: ['content'],
        summary: "The operator's sponsorships (clubs, events, ambassadors), in page order",
        description:
          'language: pt or en (else Accept-Language). text is plain text; imageUrl a path on ' +
          'this site; linkUrl an http(s) URL or null.',
        querystring: sitePageQuerySchema,
        response: { 200: okEnvelopeSchema(sponsorsValueSchema) },
      },
    },
    async (request, reply) => {
      const lang = replyLanguage(request, request.query.language);
      const cached = await cache.get(`sponsors|${lang}`, async () => {
        const rows = await listSponsors(app.db);
        return JSON.stringify(ok(rows.map((row) => toSponsor(row, lang))));
      });
      return sendCachedReply(request, reply, cached);
    },
  );

  app.get(
    contentPaths.description,
    {
      schema: {
        tags: ['content'],
        summary: 'The about, terms, privacy and responsible-gaming texts that are set',
        description:
          'language: pt or en (else Accept-Language). In page order; section is the ' +
          '/description#section anchor; content is HTML: clients must sanitize it.',
        querystring: sitePageQuerySchema,
        response: { 200: okEnvelopeSchema(descriptionValueSchema) },
      },
    },
    async (request, reply) => {
      const lang = replyLanguage(request, request.query.language);
      const cached = await cache.get(`description|${lang}`, async () => {
        const rows = await listDescriptionSections(app.db);
        rows.sort((a, b) => sectionOrder.get(a.section)! - sectionOrder.get(b.section)!);
        return JSON.stringify(ok(rows.map((row) => toDescriptionSection(row, lang))));
      });
      return sendCachedReply(request, reply, cached);
    },
  );

  app.get(
    '/img/sponsors/:file',
    { schema: { hide: true, params: imageParams, querystring: imageQuery } },
    async (request, reply) => {
      const id = Number(/^([1-9]\d{0,9})\.svg$/.exec(request.params.file)?.[1]);
      const row =
        Number.isSafeInteger(id) && id <= 2 ** 31 - 1 ? await findSponsor(app.db, id) : undefined;
      if (!row) throw new AppError('NOT_FOUND', `no sponsor image ${request.params.file}`);
      const lang = replyLanguage(request, request.query.language);
      // A sponsorship's titles never change (operators add and remove), so its image is stable.
      return sendSvg(
        reply,
        renderSponsorSvg(row.id, row.kind as SponsorKind, sponsorTitle(row, lang)),
      );
    },
  );
};

export default sitePagesRoutes;
