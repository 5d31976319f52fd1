/**
 * Word lists the demo catalogue's game names are made of. OpenLobby ships no provider's
 * real catalogue, so names are combinations of plain words: deterministic (the same seed
 * gives every install the same games) and unique where the catalogue needs it.
 */

// prettier-ignore
const themes = [
  'Fortune', 'Golden', 'Lucky', 'Wild', 'Mystic', 'Royal', 'Mega', 'Super', 'Crazy', 'Sweet',
  'Fire', 'Frozen', 'Thunder', 'Jungle', 'Ocean', 'Desert', 'Cosmic', 'Neon', 'Ancient',
  'Electric', 'Tropical', 'Happy', 'Magic', 'Diamond', 'Ruby', 'Emerald', 'Silver', 'Shadow',
  'Sunny', 'Midnight', 'Western', 'Samba', 'Carnival', 'Treasure', 'Rising', 'Rocket', 'Candy',
  'Pirate', 'Viking', 'Aztec',
] as const;

// prettier-ignore
const subjects = [
  'Tiger', 'Dragon', 'Ox', 'Rabbit', 'Mouse', 'Panda', 'Phoenix', 'Koi', 'Lion', 'Wolf',
  'Eagle', 'Gems', 'Coins', 'Fruits', 'Bells', 'Sevens', 'Riches', 'Temple', 'Empire', 'Quest',
  'Rush', 'Spins', 'Reels', 'Party', 'Fiesta', 'Legends', 'Kingdom', 'Island', 'Garden',
  'Safari', 'Pyramid', 'Galaxy', 'Bonanza', 'Heist', 'Voyage', 'Harvest', 'Festival', 'Princess',
  'Warrior', 'Wizard',
] as const;

/** Video-slot endings (no sub-category); '' is the plain title. */
// prettier-ignore
const videoEndings = [
  '', ' Deluxe', ' Megaways', ' Rising', ' Hold & Win', ' Gold', ' 2', ' Xmas', ' Unleashed',
  ' Infinity', ' Boost', ' Link', ' Max', ' Returns', ' Power', ' Blitz', ' Dream', ' Origins',
  ' Frenzy', ' Stacks', ' Ways', ' Strike', ' Legacy', ' Reloaded',
] as const;

/** Endings that make a slot one of the sub-categories (spec §3 "Slot sub-categories"). */
const classifyEndings = [
  ['SC', ' Scratch'],
  ['VP', ' Video Poker'],
  ['JP', ' Jackpot'],
  ['TG', ' Blackjack'],
  ['AC', ' Arcade'],
  ['BG', ' Bingo'],
] as const;

const endings = [...videoEndings.map((e) => [null, e] as const), ...classifyEndings];
const SLOT_NAME_SPACE = themes.length * subjects.length * endings.length;
/** Coprime with SLOT_NAME_SPACE (48,000 = 2^7·3·5^3), so i ↦ i·STEP mod space is a bijection. */
const STEP = 7919;

/**
 * The i-th slot of the whole catalogue (0 ≤ i < 48,000): a unique name, and the
 * sub-category its ending implies (a fifth of slots get one, spread by the permutation).
 */
export function slotName(i: number): { name: string; classify: string | null } {
  if (i < 0 || i >= SLOT_NAME_SPACE) throw new RangeError(`slot index ${i}`);
  const k = (i * STEP + 101) % SLOT_NAME_SPACE;
  const theme = themes[k % themes.length]!;
  const subject = subjects[Math.floor(k / themes.length) % subjects.length]!;
  const [classify, ending] = endings[Math.floor(k / (themes.length * subjects.length))]!;
  return { name: `${theme} ${subject}${ending}`, classify };
}

// prettier-ignore
export const liveTableGames = [
  'Baccarat', 'Speed Baccarat', 'No Commission Baccarat', 'Roulette', 'Auto Roulette',
  'Blackjack', 'Sic Bo', 'Dragon Tiger', 'Fan Tan', "Casino Hold'em", 'Three Card Poker',
  'Bull Bull', 'Andar Bahar', 'Teen Patti', 'Football Studio',
] as const;

// prettier-ignore
const fishFirst = [
  'Ocean', 'Fishing', 'Golden Shark', 'Mermaid', 'Dragon', 'Crab', 'Deep Sea', 'Coral',
  'Kraken', 'Jackpot',
] as const;
// None of these is a slot subject, so no fish name is also a slot name of the same provider.
const fishSecond = ['King', 'Hunter', 'War', 'Fortune', 'Legend', 'Blast'] as const;
export const FISH_NAME_SPACE = fishFirst.length * fishSecond.length;

export function fishName(k: number): string {
  const i = k % FISH_NAME_SPACE;
  return `${fishFirst[i % fishFirst.length]} ${fishSecond[Math.floor(i / fishFirst.length)]}`;
}

// prettier-ignore
export const cardGames = [
  'Teen Patti', 'Rummy', 'Andar Bahar', 'Niu Niu', 'Blackjack', "Texas Hold'em", 'Omaha',
  'Pai Gow', 'Dou Di Zhu', 'Mahjong', 'Zha Jin Hua', 'Sam Gong', 'Tongits', 'Pusoy', 'Truco',
  'Domino', 'Ludo', 'Buraco', 'Sueca', 'Poker Dice',
] as const;

/** Lottery games by provider: the game code the lottery page takes, and its name. */
export const lotteryGames: Readonly<Record<string, ReadonlyArray<readonly [string, string]>>> = {
  TCG_LOTTO_VN: [
    ['MB', 'Northern Lotto'],
    ['MT', 'Central Lotto'],
    ['MN', 'Southern Lotto'],
  ],
  TCG_SEA: [
    ['4D', 'SEA 4D'],
    ['5D', 'SEA 5D'],
    ['6D', 'SEA 6D'],
  ],
  LOTT: [
    ['SSC', 'Time Lottery'],
    ['PK10', 'PK10 Racing'],
    ['11X5', '11 Choose 5'],
    ['LF', 'Lucky Fast 3'],
    ['LHC', 'Mark Six'],
  ],
  ELOTT: [
    ['SSC', 'E-Time Lottery'],
    ['PK10', 'E-PK10 Racing'],
    ['11X5', 'E-11 Choose 5'],
    ['LF', 'E-Lucky Fast 3'],
    ['LHC', 'E-Mark Six'],
  ],
};

/** Rooms each PVP game gets: stake tier, its names and minimum bet in minor units. */
export const roomTiers = [
  { tier: 'beginner', en: 'Beginner', pt: 'Iniciante', minBet: 100, seats: 6 },
  { tier: 'standard', en: 'Standard', pt: 'Padrão', minBet: 1_000, seats: 6 },
  { tier: 'vip', en: 'VIP', pt: 'VIP', minBet: 10_000, seats: 4 },
] as const;

/** "Golden Tiger Hold & Win" → "golden-tiger-hold-win": the provider-style game code. */
export function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
