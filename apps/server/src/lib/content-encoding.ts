import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Coding = 'br' | 'gzip';

/**
 * The content coding a request accepts: Brotli, gzip or none. A coding refused with `q=0`
 * does not count.
 */
export function acceptedCoding(acceptEncoding: string | undefined): Coding | undefined {
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
const MIN_COMPRESSED_BYTES = 1024;

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
 * The coding this request gets of `encoded` (undefined: as it is); adds `accept-encoding`
 * to what the reply already varies by.
 */
export function chooseCoding(
  request: FastifyRequest,
  reply: FastifyReply,
  encoded: EncodedBody,
): Coding | undefined {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  const coding = acceptedCoding(request.headers['accept-encoding']);
  return coding && encoded[coding] ? coding : undefined;
}

/** The bytes to send in `coding` (undefined: as they are), with their `content-encoding`. */
export function payloadIn(
  reply: FastifyReply,
  encoded: EncodedBody,
  coding: Coding | undefined,
): Buffer {
  const compressed = coding && encoded[coding];
  if (!compressed) return encoded.identity;
  reply.header('content-encoding', coding);
  return compressed;
}
