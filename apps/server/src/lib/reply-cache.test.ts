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
    expect(JSON.parse((await cache.get('en', make('hello'))).body.toString())).toEqual({
      text: 'hello',
    });
    expect(made).toBe(2);
    clock = 1000;
    expect(JSON.parse((await cache.get('pt', make('later'))).body.toString())).toEqual({
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
    expect((await slow).body.toString()).toBe('"old"'); // served to its own caller only
    expect((await cache.get('k', async () => '"new"')).body.toString()).toBe('"new"');
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
});
