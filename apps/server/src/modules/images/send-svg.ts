import type { FastifyReply } from 'fastify';
import { acceptedCoding, compress } from '../../lib/content-encoding';

/**
 * Sends a generated SVG with the headers every generated image shares, compressed when the
 * caller accepts it: an illustrated tile is ~4 KB of text and ~1.4 KB in Brotli, smaller
 * than a WebP or AVIF of it at a 2× screen's size (ADR 040).
 */
export function sendSvg(reply: FastifyReply, svg: string) {
  const encoding = acceptedCoding(reply.request.headers['accept-encoding']);
  reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('x-content-type-options', 'nosniff')
    // The drawing of a code never changes within a release; a week keeps upgrades visible.
    .header('cache-control', 'public, max-age=604800')
    .header('vary', 'accept-encoding');
  if (!encoding) return reply.send(svg);
  return reply.header('content-encoding', encoding).send(compress(svg, encoding));
}
