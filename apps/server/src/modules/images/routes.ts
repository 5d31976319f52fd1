import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { sendSvg } from './send-svg';
import { badgeLabels, LOGO_CODE, renderLogoSvg } from './svg-logo';

const params = z.object({ file: z.string().max(64) });

/** "pg.svg" → "PG"; anything else is not an image we have (404, not 400: it is a URL). */
function codeOf(file: string): string {
  const code = /^(.+)\.svg$/.exec(file)?.[1];
  if (!code || !LOGO_CODE.test(code)) throw new AppError('NOT_FOUND', `no image ${file}`);
  return code.toUpperCase();
}

/**
 * GET /img/vendors/:code.svg and /img/badges/:code.svg (PUBLIC_IMAGE_BASE points here by
 * default; an operator can move images to a CDN by changing it).
 */
const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/img/vendors/:file', { schema: { hide: true, params } }, async (request, reply) => {
    const code = codeOf(request.params.file);
    return sendSvg(reply, renderLogoSvg(code, code.replace(/_/g, ' ')));
  });

  app.get('/img/badges/:file', { schema: { hide: true, params } }, async (request, reply) => {
    const code = codeOf(request.params.file);
    return sendSvg(reply, renderLogoSvg(code, badgeLabels[code] ?? code));
  });
};

export default imageRoutes;
