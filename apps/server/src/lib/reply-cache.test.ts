import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { localInvalidationBus } from './invalidation-bus';
import { operatorChangedCache, ReplyCache, sendCachedReply } from './reply-cache';

describe('the reply cache', () => {
  it('makes a key once until its TTL or an invalidation, and keeps keys apart', async () => {
    let clock = 0;
    const cache = new ReplyCache({ maxEntries: 10, ttlMs: 1000, now: () => clock });
    let made = 0;
    const make = (text: string) => async () => {
      made += 1;
      return JSON.stringify({ text });
    };
    const first = await cache.get('pt', make('olá'));
    expect((await cache.get('pt', make('other'))).body).toBe(first.body);
    expect(made).toBe(1);
    expect(JSON.parse((await cache.get('en', make('hello'))).body.identity.toString())).toEqual({
      text: 'hello',
    });
    expect(made).toBe(2);
    clock = 1000;
    expect(JSON.parse((await cache.get('pt', make('later'))).body.identity.toString())).toEqual({
      text: 'later',
    });
    cache.invalidate();
    await cache.get('pt', make('after'));
    expect(made).toBe(4);
  });

  it('shares one fill among concurrent misses', async () => {
    const cache = new ReplyCache({ maxEntries: 10, ttlMs: 1000 });
    let made = 0;
    const make = async () => {
      made += 1;
      await new Promise((r) => setTimeout(r, 20));
      return '{}';
    };
    await Promise.all([cache.get('k', make), cache.get('k', make), cache.get('k', make)]);
    expect(made).toBe(1);
  });

  it('does not keep a fill that began before an invalidation (it may hold the old data)', async () => {
    const bus = localInvalidationBus();
    const cache = operatorChangedCache(bus, { maxEntries: 10, ttlMs: 60_000 });
    let release!: () => void;
    const slow = cache.get(
      'k',
      () => new Promise<string>((resolve) => (release = () => resolve('"old"'))),
    );
    await bus.publish('operator-change'); // the change commits while the old read is in flight
    release();
    expect((await slow).body.identity.toString()).toBe('"old"'); // served to its own caller only
    expect((await cache.get('k', async () => '"new"')).body.identity.toString()).toBe('"new"');
  });

  it('answers 304 to a caller that holds the same bytes, and the bytes to others', async () => {
    const cache = new ReplyCache({ maxEntries: 10, ttlMs: 60_000 });
    const app = Fastify();
    app.get('/r', async (request, reply) =>
      sendCachedReply(request, reply, await cache.get('k', async () => '{"a":1}')),
    );
    const full = await app.inject({ url: '/r' });
    expect(full.statusCode).toBe(200);
    expect(full.json()).toEqual({ a: 1 });
    expect(full.headers['content-type']).toMatch(/^application\/json/);
    const etag = String(full.headers.etag);
    const again = await app.inject({ url: '/r', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await app.inject({ url: '/r', headers: { 'if-none-match': '"other"' } });
    expect(stale.statusCode).toBe(200);
    await app.close();
  });

  it('sends a large reply in the coding the caller accepts, each coding with its own ETag', async () => {
    const cache = new ReplyCache({ maxEntries: 10, ttlMs: 60_000 });
    const games = Array.from({ length: 100 }, (_, i) => ({ gameName: `Game ${i}`, i }));
    const json = JSON.stringify({ success: true, value: { games } });
    const small = '{"a":1}';
    const app = Fastify();
    app.get('/big', async (request, reply) =>
      sendCachedReply(request, reply, await cache.get('big', async () => json)),
    );
    app.get('/small', async (request, reply) =>
      sendCachedReply(request, reply, await cache.get('small', async () => small)),
    );
    const plain = await app.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.body).toBe(json);
    const br = await app.inject({
      url: '/big',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(json);
    expect(br.rawPayload.length).toBeLessThan(json.length / 4);
    const gz = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(json);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    // A Brotli ETag is fresh only for a Brotli caller.
    const etag = String(br.headers.etag);
    const held = await app.inject({
      url: '/big',
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(held.statusCode).toBe(304);
    expect(held.headers['content-encoding']).toBeUndefined();
    const other = await app.inject({ url: '/big', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(json);
    // A reply under 1 KiB goes as it is whatever the caller accepts.
    const tiny = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe(small);
    await app.close();
  });
});
