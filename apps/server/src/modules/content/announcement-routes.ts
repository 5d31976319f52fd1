import {
  announcementsQuerySchema,
  announcementsValueSchema,
  contentPaths,
  okEnvelopeSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replyLanguage } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { operatorChangedCache, sendCachedReply } from '../../lib/reply-cache';
import { optionalMember } from '../identity';
import { listAnnouncements, toAnnouncement } from './announcements-repository';

/** Audiences whose popups only a logged-in member may ask for (spec §7 "T for notice"). */
const memberExecutions = new Set(['A', 'F']);

const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  // One reply per filter and language, made again after an operator change (P5, ADR 030).
  const cache = operatorChangedCache(app.invalidation, { maxEntries: 256, ttlMs: 5000 });
  app.get(
    contentPaths.announcements,
    {
      schema: {
        tags: ['content'],
        summary: 'Announcements, notices and popups, newest first (ADR 012)',
        description:
          'types: comma-separated B, PL, PU, PR, H (default all). execution: the popups of ' +
          'one audience: B visitors, A members (T), F first login (T). content is HTML: ' +
          'clients must sanitize it.',
        querystring: announcementsQuerySchema,
        response: { 200: okEnvelopeSchema(announcementsValueSchema) },
      },
    },
    async (request, reply) => {
      const { types, execution, language } = request.query;
      if (execution && memberExecutions.has(execution)) {
        const memberId = await optionalMember(app, request);
        if (memberId === null) throw new AppError('UNAUTHORIZED', `popups ${execution}`);
      }
      const lang = replyLanguage(request, language);
      // The member check above is the only per-caller part: the list is the audience's.
      const key = JSON.stringify([types ?? null, execution ?? null, lang]);
      const cached = await cache.get(key, async () => {
        const filter = { types, ...(execution ? { execution } : {}) };
        const rows = await listAnnouncements(app.db, filter);
        return JSON.stringify(ok(rows.map((row) => toAnnouncement(row, lang))));
      });
      return sendCachedReply(request, reply, cached);
    },
  );
};

export default announcementRoutes;
