import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyLanguage } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { sendSvg } from './send-svg';
import { LOGO_CODE, renderBadgeSvg, renderLogoSvg } from './svg-logo';

const params = z.object({ file: z.string().max(64) });
const badgeQuery = z.object({ language: z.string().max(10).optional() });

/** "pg.svg" → "PG"; anything else is not an image we have (404, not 400: it is a URL). */
function codeOf(file: string): string {
  const code = /^(.+)\.svg$/.exec(file)?.[1];
  if (!code || !LOGO_CODE.test(code)) throw new AppError('NOT_FOUND', `no image ${file}`);
  return code.toUpperCase();
}

/**
 * GET /img/vendors/:code.svg and /img/badges/:code.svg?language=pt|en (PUBLIC_IMAGE_BASE
 * points here by default; an operator can move images to a CDN by changing it). A badge's
 * label is in the asked language (else the caller's), as the footer around it.
 */
const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/img/vendors/:file', { schema: { hide: true, params } }, async (request, reply) => {
    const code = codeOf(request.params.file);
    return sendSvg(reply, renderLogoSvg(code, code.replace(/_/g, ' ')));
  });

  app.get(
    '/img/badges/:file',
    { schema: { hide: true, params, querystring: badgeQuery } },
    async (request, reply) => {
      const code = codeOf(request.params.file);
      const language = replyLanguage(request, request.query.language);
      return sendSvg(reply, renderBadgeSvg(code, language));
    },
  );
};

export default imageRoutes;
