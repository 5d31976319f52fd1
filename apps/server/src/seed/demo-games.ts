import { IN_HOUSE_VENDOR, type GameItemType, type IsGame } from '@openlobby/contract';
import { cardGames, fishName, liveTableGames, lotteryGames, slotName, slug } from './game-names';
import { seedCategories } from './vendor-catalog';

/** Seed set of the demo game catalogue (own row: installs seeded before games get it too). */
export const GAMES_SEED = 'games-demo-v1';
/** "Nearly 10,000 games" (spec §1): slots fill whatever the other categories leave. */
export const DEMO_GAME_COUNT = 10_000;

export type DemoGame = {
  vendorCode: string;
  gameType: GameItemType;
  gameCode: string;
  name: string;
  displayNameEn: string | null;
  displayNamePt: string | null;
  gameClassify: string | null;
  isGame: IsGame;
  supportPlay: 0 | 1;
  isTop: boolean;
  isHot: boolean;
  minBet: number;
  minLineNum: number;
};

const LIVE_TABLES_PER_GAME = 10;
/** ≤ FISH_NAME_SPACE, and 7 is coprime with it: a provider's fish names are all distinct. */
const FISH_PER_VENDOR = 40;
/** Provider-level entries: these books and lotteries open their own lobby. */
const providerLevelTypes: ReadonlySet<string> = new Set([
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTTERY',
]);

/** Knuth's multiplicative hash: spreads flags and stakes over consecutive games. */
const mix = (i: number) => Math.imul(i + 1, 2654435761) >>> 0;

function game(partial: Partial<DemoGame> & Omit<DemoGame, OptionalKeys>): DemoGame {
  return {
    displayNameEn: null,
    displayNamePt: null,
    gameClassify: null,
    isGame: 'GAME',
    supportPlay: 1,
    isTop: false,
    isHot: false,
    minBet: 100,
    minLineNum: 1,
    ...partial,
  };
}
type OptionalKeys =
  | 'displayNameEn'
  | 'displayNamePt'
  | 'gameClassify'
  | 'isGame'
  | 'supportPlay'
  | 'isTop'
  | 'isHot'
  | 'minBet'
  | 'minLineNum';

/** The BGS games this server runs itself (packages/games): free demo, always on top. */
function inHouseGames(): DemoGame[] {
  const own = [
    ['slot', 'Slots', 'Caça-níqueis', 20, 20],
    ['dice', 'Dice', 'Dados', 10, 1],
    ['mines', 'Mines', 'Minas', 10, 1],
  ] as const;
  return own.map(([code, en, pt, minBet, lines]) =>
    game({
      vendorCode: IN_HOUSE_VENDOR,
      gameType: 'INHOUSE',
      gameCode: code,
      name: `BGS ${en}`,
      displayNameEn: en,
      displayNamePt: pt,
      supportPlay: 0,
      isTop: true,
      isHot: true,
      minBet,
      minLineNum: lines,
    }),
  );
}

function slotGames(vendors: readonly string[], total: number): DemoGame[] {
  const stakes = [1, 2, 5, 10, 20, 50, 100];
  const lines = [1, 5, 9, 10, 20, 25, 30, 40, 50, 100];
  return Array.from({ length: total }, (_, i) => {
    const { name, classify } = slotName(i);
    const h = mix(i);
    return game({
      vendorCode: vendors[i % vendors.length]!,
      gameType: 'RNG',
      gameCode: slug(name),
      name,
      gameClassify: classify,
      // Two slots in three offer the free demo; one in forty is pinned to the top.
      supportPlay: h % 3 === 2 ? 1 : 0,
      isTop: (h >>> 4) % 40 === 0,
      // The first video slots of each provider make the hot list.
      isHot: i < vendors.length * 4 && classify === null,
      minBet: stakes[h % stakes.length]!,
      minLineNum: classify ? 1 : lines[(h >>> 8) % lines.length]!,
    });
  });
}

function liveGames(vendor: string): DemoGame[] {
  return liveTableGames.flatMap((table, t) =>
    Array.from({ length: LIVE_TABLES_PER_GAME }, (_, n) => {
      const name = `${table} ${n + 1}`;
      return game({
        vendorCode: vendor,
        gameType: 'LIVE',
        gameCode: slug(name),
        name,
        isHot: t === 0 && n === 0,
        minBet: [100, 200, 500, 1_000, 5_000][mix(t * 31 + n) % 5]!,
      });
    }),
  );
}

function fishGames(vendor: string, offset: number): DemoGame[] {
  return Array.from({ length: FISH_PER_VENDOR }, (_, k) => {
    // Each provider walks the name space from its own start, so lists differ by provider.
    const name = fishName(k * 7 + offset * 13);
    return game({
      vendorCode: vendor,
      gameType: 'FISH',
      gameCode: slug(name),
      name,
      supportPlay: k % 2 === 0 ? 0 : 1,
      isHot: k === 0,
      minBet: [10, 50, 100][k % 3]!,
    });
  });
}

function cardTableGames(vendor: string): DemoGame[] {
  return cardGames.flatMap((name) =>
    ['', ' Fast'].map((variant) =>
      game({
        vendorCode: vendor,
        gameType: 'PVP',
        gameCode: slug(name + variant),
        name: name + variant,
        minBet: 100,
      }),
    ),
  );
}

/** A provider's own lobby as one card, plus a lottery provider's games (spec §4). */
function providerEntries(vendor: string, vendorName: string, type: GameItemType): DemoGame[] {
  const entry = game({
    vendorCode: vendor,
    gameType: type,
    gameCode: 'lobby',
    name: vendorName,
    isGame: 'VASSALAGE',
    // The hot cards of LOTT and ELOTT are the ones that hide the heart (spec §4).
    isHot: vendor === 'LOTT' || vendor === 'ELOTT',
  });
  const games = (lotteryGames[vendor] ?? []).map(([code, name]) =>
    game({ vendorCode: vendor, gameType: type, gameCode: code, name }),
  );
  return [entry, ...games];
}

/**
 * The whole demo catalogue, derived from the vendor catalogue so every seeded provider
 * has games. Deterministic: node ids follow this order on a fresh database.
 */
export function demoGames(total = DEMO_GAME_COUNT): DemoGame[] {
  const others: DemoGame[] = [];
  const slotVendors: string[] = [];
  let fishOffset = 0;
  for (const category of seedCategories) {
    const type = category.gameCategory;
    for (const v of category.vendors) {
      if (type === 'RNG') slotVendors.push(v.vassalage);
      else if (type === 'LIVE') others.push(...liveGames(v.vassalage));
      else if (type === 'FISH') others.push(...fishGames(v.vassalage, fishOffset++));
      else if (type === 'INHOUSE') others.push(...inHouseGames());
      // BGS runs no card game yet; its PVP entry waits for one.
      else if (type === 'PVP' && v.vassalage !== IN_HOUSE_VENDOR)
        others.push(...cardTableGames(v.vassalage));
      else if (providerLevelTypes.has(type))
        others.push(...providerEntries(v.vassalage, v.vendorName, type as GameItemType));
    }
  }
  return [...others, ...slotGames(slotVendors, Math.max(0, total - others.length))];
}
