import { describe, expect, it } from 'vitest';
import { category, vendor } from '../../../test/fixtures';
import { buildNavEntries } from './build-nav-entries';

const loggedOut = { isLogin: false };

describe('buildNavEntries', () => {
  it('always starts with Home and ends with Promotions', () => {
    const entries = buildNavEntries([], loggedOut);
    expect(entries.map((e) => [e.titleKey, e.to])).toEqual([
      ['navigation.entries.home', '/'],
      ['navigation.entries.promotions', '/promotions'],
    ]);
  });

  it('hides categories without vendors and keeps the server order', () => {
    const entries = buildNavEntries(
      [
        category('LIVE', [vendor('EVO', 'LIVE')], 'Live'),
        category('SPORTS', [], 'Sports'),
        category('RNG', [vendor('PG', 'RNG')], 'Slots'),
      ],
      loggedOut,
    );
    expect(entries.map((e) => e.title ?? e.key)).toEqual(['HOME', 'Live', 'Slots', 'PROMO']);
  });

  it('routes each category to its page, with vendor links carrying ?vassalage=', () => {
    const entries = buildNavEntries(
      [
        category('HOT', [vendor('PG', 'RNG')]),
        category('INHOUSE', [vendor('BGS', 'INHOUSE')]),
        category('ESPORTS', [vendor('IMES', 'ESPORTS'), vendor('TF', 'ESPORTS')]),
      ],
      loggedOut,
    );
    expect(entries.slice(1, -1).map((e) => e.to)).toEqual(['/hot', '/inHouse', '/esports']);
    expect(entries[3]?.vendors.map((v) => v.to)).toEqual([
      '/esports?vassalage=IMES',
      '/esports?vassalage=TF',
    ]);
  });

  it.each([
    ['VNLOTTO', '/vnLottery'],
    ['SEA', '/seaLottery'],
    ['LOTT', '/lottery'],
    ['ELOTT', '/lottery'],
  ] as const)('sends a lottery whose first vendor is %s to %s', (gameType, path) => {
    const entries = buildNavEntries(
      [category('LOTTERY', [vendor('FIRST', gameType), vendor('OTHER', 'VNLOTTO')])],
      loggedOut,
    );
    expect(entries[1]?.to).toBe(path);
  });

  it('launches the first cockfight vendor when logged in, and asks to log in otherwise', () => {
    const categories = [
      category('COCKFIGHT', [vendor('DS88', 'COCKFIGHT'), vendor('WGB', 'COCKFIGHT')]),
    ];
    expect(buildNavEntries(categories, { isLogin: false })[1]?.to).toBe('/login');
    expect(buildNavEntries(categories, { isLogin: true })[1]?.to).toBe('/cockfight?vassalage=DS88');
    expect(buildNavEntries(categories, { isLogin: false })[1]?.pathname).toBe('/cockfight');
  });

  it('does not repeat the server HOME and PROMO categories next to the fixed entries', () => {
    const entries = buildNavEntries(
      [category('HOME', [vendor('PG', 'RNG')]), category('PROMO', [vendor('PG', 'RNG')])],
      loggedOut,
    );
    expect(entries.map((e) => e.key)).toEqual(['HOME', 'PROMO']);
  });
});
