import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type RouteOf = (method: string, url: URL, origin: string, mode: string) => string | null;

/** Loads public/sw.js as the browser would, with the worker globals it touches stubbed. */
function loadWorker(): { routeOf: RouteOf } {
  const source = readFileSync(join(import.meta.dirname, '../../../public/sw.js'), 'utf8');
  const module = { exports: {} as { routeOf: RouteOf } };
  const worker = { addEventListener: () => undefined, location: { origin: 'https://site.test' } };
  new Function('self', 'caches', 'module', source)(worker, {}, module);
  return module.exports;
}

describe('the service worker routing', () => {
  const { routeOf } = loadWorker();
  const origin = 'https://site.test';
  const route = (path: string, method = 'GET', mode = 'cors') =>
    routeOf(method, new URL(path, origin), origin, mode);

  it('never touches API replies, money data or game pages', () => {
    for (const path of [
      '/wps/v2/wallets/balance',
      '/wps/system/banners?groupName=w_home',
      '/lgw/games/game_menus',
      '/lotto/lgw/games/opened/numero',
      '/games/bgs/slot',
      '/operator/banners',
      '/img/games/12.svg',
      '/docs/json',
    ]) {
      expect(route(path), path).toBeNull();
      expect(route(path, 'GET', 'navigate'), path).toBeNull();
    }
    expect(route('/assets/app.js', 'POST')).toBeNull();
    expect(routeOf('GET', new URL('https://cdn.test/assets/x.js'), origin, 'cors')).toBeNull();
  });

  it('caches the hashed build files and serves the shell for page loads', () => {
    expect(route('/assets/index-abc123.js')).toBe('asset');
    expect(route('/assets/home-page-x1.css')).toBe('asset');
    expect(route('/', 'GET', 'navigate')).toBe('shell');
    expect(route('/down', 'GET', 'navigate')).toBe('shell');
    expect(route('/img/banners/1.svg')).toBeNull();
  });
});
