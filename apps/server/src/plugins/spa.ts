import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isKnownRoutePath } from '@openlobby/contract';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { errorEnvelope, requestLanguage } from '../lib/envelope';

/** Path prefixes that are never SPA pages: unknown paths under them get the 404 envelope. */
export const nonPagePrefixes = [
  '/wps',
  '/lgw',
  '/lotto',
  '/operator',
  '/games',
  '/img',
  '/docs',
  '/assets',
  '/ws',
] as const;

export function isPagePath(pathname: string): boolean {
  return !nonPagePrefixes.some((p) => pathname === p || pathname.startsWith(p + '/'));
}

const NOT_BUILT =
  'The OpenLobby web app is not built. Run `npm run build` (or `npm start`) to build it.';

/**
 * Serves the built SPA (production) and decides what every unknown path answers:
 * API-like paths the 404 envelope; page paths index.html, 200 for a route of the spec and
 * 404 for anything else (the app then renders its own not-found page).
 */
export default fp<{ webDist: string }>(
  async (app, { webDist }) => {
    const indexFile = path.join(webDist, 'index.html');
    const indexHtml = existsSync(indexFile) ? readFileSync(indexFile) : undefined;

    if (indexHtml) {
      await app.register(fastifyStatic, {
        root: webDist,
        // index.html is answered by the fallback below, so its status follows the route table.
        index: false,
        // The web build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs).
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          const relative = path.relative(webDist, filePath).split(path.sep).join('/');
          // Vite names everything under assets/ by content hash, so it can never change.
          reply.header(
            'cache-control',
            relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    const sendIndex = (reply: FastifyReply, status: number) =>
      reply
        .code(status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml);

    // Game pages (the game popup's iframe) are the second entry, game.html: no site shell.
    const gameFile = path.join(webDist, 'game.html');
    const gameHtml = existsSync(gameFile) ? readFileSync(gameFile) : undefined;
    if (gameHtml) {
      const sendGame = (_request: unknown, reply: FastifyReply) =>
        reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(gameHtml);
      app.get('/games/bgs/:gameCode', { schema: { hide: true } }, sendGame);
      app.get('/games/sandbox/:vendor/:gameCode', { schema: { hide: true } }, sendGame);
    }

    if (indexHtml) {
      // The static plugin would refuse '/' as a directory; the home page is index.html.
      app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply, 200));
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      if (!isRead || !isPagePath(pathname)) {
        return reply.code(404).send(errorEnvelope('NOT_FOUND', requestLanguage(request)));
      }
      if (!indexHtml) return reply.code(404).type('text/plain; charset=utf-8').send(NOT_BUILT);
      return sendIndex(reply, isKnownRoutePath(pathname) ? 200 : 404);
    });
  },
  { name: 'spa' },
);
