import type { FastifyReply } from 'fastify';

/** Sends a generated SVG with the headers every generated image shares. */
export function sendSvg(reply: FastifyReply, svg: string) {
  return (
    reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('x-content-type-options', 'nosniff')
      // The drawing of a code never changes within a release; a week keeps upgrades visible.
      .header('cache-control', 'public, max-age=604800')
      .send(svg)
  );
}
