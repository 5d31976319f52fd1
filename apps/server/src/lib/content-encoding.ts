import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Coding = 'br' | 'gzip';

/**
 * The content coding a request accepts: Brotli, gzip or none. A coding refused with `q=0`
 * does not count.
 */
export function acceptedCoding(acceptEncoding: string | undefined): Coding | undefined {
  // A browser sends the same header on every call: the last answer is kept (P5's hot path).
  if (acceptEncoding === last.header) return last.coding;
  const coding = parseAcceptEncoding(acceptEncoding);
  last = { header: acceptEncoding, coding };
  return coding;
}

let last: { header: string | undefined; coding: Coding | undefined } = {
  header: undefined,
  coding: undefined,
};

function parseAcceptEncoding(acceptEncoding: string | undefined): Coding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([coding]) => coding),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** Brotli's quality 5 and gzip's level 6: most of the saving for a fraction of the time. */
export function compress(body: string | Buffer, coding: Coding): Buffer {
  return coding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body, { level: 6 });
}

/** Below this a reply is sent as it is: compressing saves less than it costs. */
export const MIN_COMPRESSED_BYTES = 1024;

/** A reply's bytes as they are and, when large enough, in both codings: made once, sent many times. */
export type EncodedBody = { identity: Buffer; br: Buffer | null; gzip: Buffer | null };

export function encodeBody(body: Buffer): EncodedBody {
  const large = body.length >= MIN_COMPRESSED_BYTES;
  return {
    identity: body,
    br: large ? compress(body, 'br') : null,
    gzip: large ? compress(body, 'gzip') : null,
  };
}

/**
 * The coding this request gets of `encoded` (undefined: as it is). Sets `vary` (added to
 * what the route already varies by) and `content-encoding`.
 */
export function chooseCoding(
  request: FastifyRequest,
  reply: FastifyReply,
  encoded: EncodedBody,
): Coding | undefined {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  const coding = acceptedCoding(request.headers['accept-encoding']);
  if (!coding || !encoded[coding]) return undefined;
  reply.header('content-encoding', coding);
  return coding;
}

/** The bytes of `coding` (undefined: as they are). */
export const bodyIn = (encoded: EncodedBody, coding: Coding | undefined): Buffer =>
  (coding && encoded[coding]) || encoded.identity;
