import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { renderGameIconSvg, sendSvg } from '../images';

const params = z.object({ file: z.string().max(64) });

/**
 * GET /img/games/:nodeId.svg — the generated icon of an available game (gamePaths.gameIcon).
 * Anything else is a URL we do not have: 404, like the other images.
 */
const iconRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/img/games/:file', { schema: { hide: true, params } }, async (request, reply) => {
    const nodeId = Number(/^([1-9]\d{0,8})\.svg$/.exec(request.params.file)?.[1]);
    const g = nodeId ? (await app.gameCatalogue.get()).byId.get(nodeId) : undefined;
    if (!g) throw new AppError('NOT_FOUND', `no game icon ${request.params.file}`);
    return sendSvg(reply, renderGameIconSvg(g));
  });
};

export default iconRoutes;
