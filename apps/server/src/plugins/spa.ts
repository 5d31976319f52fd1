import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { isKnownRoutePath } from '@openlobby/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorEnvelope, requestLanguage } from '../lib/envelope';
import { decodedPathname } from '../lib/request-path';
import { drawnPage, pageBoot } from './boot-data';
import { createPageHtml } from './page-html';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The page's HTML in the best encoding the browser takes (it carries the boot data). */
async function encodeHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = request.headers['accept-encoding'] ?? '';
  reply.header('vary', 'accept-encoding, cookie');
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br');
    // Quality 5: most of the size gain of 11 at a fraction of the time, per request.
    return brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip');
    return gzipAsync(html);
  }
  return html;
}

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
  '/sandbox-gateway',
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
    const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
    const pageHtml = indexHtml ? createPageHtml(webDist, indexHtml) : undefined;

    if (indexHtml) {
      await app.register(fastifyStatic, {
        root: webDist,
        // index.html is answered by the fallback below, so its status follows the route table.
        index: false,
        // The build manifest (.vite/) is for the server's own use (page-html.ts), and
        // /index.html is a page like any other: answered below, with its boot data.
        allowedPath: (pathName) => !pathName.startsWith('/.vite/') && pathName !== '/index.html',
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

    // The HTML carries the caller's status and replies (boot data): never in a shared cache.
    const sendIndex = async (request: FastifyRequest, reply: FastifyReply, status: number) => {
      const drawn = drawnPage(request.url.split('?')[0] ?? '/', request.headers.cookie);
      const html = pageHtml!(await pageBoot(app, request, drawn.pathname), drawn.route);
      return reply
        .code(status)
        .header('cache-control', 'private, no-cache')
        .type('text/html; charset=utf-8')
        .send(await encodeHtml(request, reply, html));
    };

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
      app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply, 200));
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      // Decoded, as the router reads paths: `/%77ps/nope` is an API path like `/wps/nope`.
      if (!isRead || !isPagePath(decodedPathname(request.url))) {
        return reply.code(404).send(errorEnvelope('NOT_FOUND', requestLanguage(request)));
      }
      if (!indexHtml) return reply.code(404).type('text/plain; charset=utf-8').send(NOT_BUILT);
      return sendIndex(request, reply, isKnownRoutePath(pathname) ? 200 : 404);
    });
  },
  { name: 'spa' },
);
