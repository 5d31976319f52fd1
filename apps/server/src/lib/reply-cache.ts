import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseCoding, encodeBody, payloadIn, type EncodedBody } from './content-encoding';
import type { InvalidationBus } from './invalidation-bus';

/**
 * A serialized reply: its bytes (also in Brotli and gzip once large enough, compressed
 * when the reply is made, so a hit costs no compression) and their ETag.
 */
export type CachedReply = { body: EncodedBody; etag: string };

/**
 * Public read replies kept as bytes (P5, ADR 030), so a hit costs a map lookup instead of
 * queries and serialization. Keys must hold everything the reply varies by (language,
 * filters); member-specific replies are never cached here. `invalidate()` (on the
 * invalidation bus) drops everything; `ttlMs` bounds staleness when a message is lost or a
 * change bypassed the operator API.
 */
export class ReplyCache {
  private entries = new Map<string, { reply: CachedReply; madeAt: number }>();
  private readonly making = new Map<string, Promise<CachedReply>>();
  /** Bumped by `invalidate()`: a fill that began before it is served but not kept. */
  private generation = 0;

  constructor(
    private readonly options: { maxEntries: number; ttlMs: number; now?: () => number },
  ) {}

  invalidate(): void {
    this.generation += 1;
    this.entries = new Map();
    this.making.clear();
  }

  async get(key: string, make: () => Promise<string>): Promise<CachedReply> {
    const now = (this.options.now ?? Date.now)();
    const hit = this.entries.get(key);
    if (hit && now - hit.madeAt < this.options.ttlMs) return hit.reply;
    // Concurrent misses of one key share one fill instead of stampeding the database.
    const pending = this.making.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const filling = make().then((json) => {
      const reply = cachedReply(json);
      if (generation === this.generation) {
        if (this.entries.size >= this.options.maxEntries) this.entries.clear();
        this.entries.set(key, { reply, madeAt: now });
      }
      return reply;
    });
    this.making.set(key, filling);
    try {
      return await filling;
    } finally {
      if (this.making.get(key) === filling) this.making.delete(key);
    }
  }
}

export function cachedReply(json: string): CachedReply {
  const body = Buffer.from(json);
  const hash = createHash('sha1').update(body).digest('base64url').slice(0, 22);
  return { body: encodeBody(body), etag: `"${hash}"` };
}

/**
 * Sends a cached reply in the coding the caller accepts, or 304 when the caller already
 * holds these bytes. Each coding is its own representation with its own ETag (RFC 9110
 * §8.8.3). The plain reply type takes ready JSON; the schema-typed one only the object.
 */
export function sendCachedReply(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedReply,
): FastifyReply {
  const coding = chooseCoding(request, reply, cached.body);
  const etag = coding ? `${cached.etag.slice(0, -1)}-${coding}"` : cached.etag;
  reply.header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(payloadIn(reply, cached.body, coding));
}

/** A reply cache dropped whole on every operator change, on any process (ADR 030). */
export function operatorChangedCache(
  bus: InvalidationBus,
  options: { maxEntries: number; ttlMs: number },
): ReplyCache {
  const cache = new ReplyCache(options);
  bus.subscribe('operator-change', () => cache.invalidate());
  return cache;
}
