import { hiddenSlotClassifies, slotClassifies } from '@openlobby/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_GAME_COUNT, demoGames } from './demo-games';
import { slotName } from './game-names';
import { seedCategories } from './vendor-catalog';

describe('demo game catalogue', () => {
  const games = demoGames();

  it('is deterministic and holds DEMO_GAME_COUNT games, each code once per provider', () => {
    expect(demoGames()).toEqual(games);
    expect(games).toHaveLength(DEMO_GAME_COUNT);
    const keys = new Set(games.map((g) => `${g.vendorCode}/${g.gameCode}`));
    expect(keys.size).toBe(games.length); // the seed's ON CONFLICT would drop a repeat silently
  });

  it('names only providers of the vendor catalogue, under their own category', () => {
    const vendors = new Set(
      seedCategories.flatMap((c) => c.vendors.map((v) => `${c.gameCategory}/${v.vassalage}`)),
    );
    expect(games.filter((g) => !vendors.has(`${g.gameType}/${g.vendorCode}`))).toEqual([]);
  });

  it('spreads every slot sub-category, demos, top and hot games over the slots', () => {
    const slots = games.filter((g) => g.gameType === 'RNG');
    for (const classify of slotClassifies) {
      const share = slots.filter((g) => g.gameClassify === classify).length / slots.length;
      expect(share, classify).toBeGreaterThan(0.02);
    }
    const demo = slots.filter((g) => g.supportPlay === 0).length / slots.length;
    expect(demo).toBeGreaterThan(0.5);
    expect(demo).toBeLessThan(0.8);
    expect(slots.filter((g) => g.isTop).length).toBeGreaterThan(100);
    const hot = games.filter((g) => g.isHot);
    expect(hot.some((g) => hiddenSlotClassifies.includes(g.gameClassify as never))).toBe(false);
    expect(
      new Set(slots.filter((g) => g.isTop).map((g) => g.name.split(' ')[0])).size,
    ).toBeGreaterThan(10);
  });

  it('gives the sports, e-sports, cockfight and lottery providers a provider-level entry', () => {
    const entries = games.filter((g) => g.isGame === 'VASSALAGE').map((g) => g.vendorCode);
    const expected = seedCategories
      .filter((c) => ['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTTERY'].includes(c.gameCategory))
      .flatMap((c) => c.vendors.map((v) => v.vassalage));
    expect(entries).toEqual(expected);
  });

  it('has the in-house BGS games as free demos', () => {
    expect(
      games
        .filter((g) => g.vendorCode === 'BGS')
        .map((g) => [g.gameCode, g.gameType, g.supportPlay, g.displayNamePt]),
    ).toEqual([
      ['slot', 'INHOUSE', 0, 'Caça-níqueis'],
      ['dice', 'INHOUSE', 0, 'Dados'],
      ['mines', 'INHOUSE', 0, 'Minas'],
    ]);
  });

  it('never repeats a slot name in its 48,000-name space', () => {
    const names = new Set(Array.from({ length: 48_000 }, (_, i) => slotName(i).name));
    expect(names.size).toBe(48_000);
    expect(() => slotName(48_000)).toThrow(RangeError);
  });
});
