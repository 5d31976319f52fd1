import { useIcons } from './icon-set';

/**
 * What a generated picture shows: a game-icons icon and the hue of the scene around it,
 * chosen from keywords in a name (a game's, a banner's), else from the game's category.
 * `roulette` is not an icon of the set: the scene draws the wheel itself.
 */
export type Motif = { icon: string; hue: number };

type Rule = { words: readonly string[]; icon: string; hue: number };

/**
 * In order: the first rule with a word of the name wins, so subjects (a tiger, dice, a
 * table game) come before themes (golden, fire, lucky). A word ending in `*` matches any
 * word it begins. English and Portuguese words, as names and banner titles come in both.
 */
// prettier-ignore
const rules: readonly Rule[] = [
  { words: ['roulette*', 'roleta*'], icon: 'roulette', hue: 150 },
  { words: ['dragon*', 'dragão', 'dragao'], icon: 'dragon-head', hue: 354 },
  { words: ['tiger*', 'tigre*'], icon: 'tiger-head', hue: 28 },
  { words: ['ox', 'bull', 'niu', 'buffalo', 'touro'], icon: 'bull', hue: 12 },
  { words: ['rabbit*', 'coelho*'], icon: 'rabbit-head', hue: 318 },
  { words: ['mouse', 'rat', 'rato'], icon: 'mouse', hue: 200 },
  { words: ['panda*'], icon: 'panda', hue: 135 },
  { words: ['phoenix', 'fênix', 'eagle*', 'águia'], icon: 'eagle-emblem', hue: 8 },
  { words: ['lion*', 'leão'], icon: 'lion', hue: 18 },
  { words: ['wolf*', 'lobo*'], icon: 'wolf-head', hue: 228 },
  { words: ['koi', 'carp'], icon: 'double-fish', hue: 192 },
  { words: ['shark*', 'tubarão'], icon: 'shark-jaws', hue: 205 },
  { words: ['mermaid*', 'sereia'], icon: 'mermaid', hue: 178 },
  { words: ['crab*', 'caranguejo'], icon: 'crab', hue: 8 },
  { words: ['kraken*', 'octopus'], icon: 'kraken-tentacle', hue: 268 },
  { words: ['coral*'], icon: 'coral', hue: 338 },
  { words: ['fish*', 'ocean*', 'deep', 'pesca*', 'peixe*', 'oceano'], icon: 'tropical-fish', hue: 198 },
  // What a slot is about (the catalogue's subjects), before what it is played as.
  { words: ['vip'], icon: 'crown', hue: 274 },
  { words: ['fruit*', 'cherry', 'cherries', 'fruta*'], icon: 'cherry', hue: 340 },
  { words: ['bell*', 'sino*'], icon: 'ringing-bell', hue: 212 },
  { words: ['gem*', 'jewel*', 'diamond*', 'ruby', 'emerald', 'crystal*', 'joia*', 'diamante*'], icon: 'gems', hue: 284 },
  { words: ['coin*', 'riches', 'money', 'cash', 'fortune*', 'moeda*', 'bônus', 'bonus', 'cashback'], icon: 'two-coins', hue: 148 },
  { words: ['slot*', 'seven*', 'reel*', 'spin*', 'giro*', 'caça', 'níqueis'], icon: 'slot-machine', hue: 346 },
  { words: ['temple*', 'templo'], icon: 'temple-gate', hue: 10 },
  { words: ['pyramid*', 'pirâmide*', 'desert', 'deserto'], icon: 'egyptian-pyramids', hue: 36 },
  { words: ['empire', 'kingdom', 'legends', 'legend', 'castle', 'reino'], icon: 'castle', hue: 262 },
  { words: ['quest', 'voyage', 'map', 'aventura'], icon: 'treasure-map', hue: 30 },
  { words: ['party', 'fiesta', 'festival', 'carnival', 'samba', 'festa', 'carnaval', 'happy'], icon: 'party-popper', hue: 322 },
  { words: ['island', 'tropical', 'ilha', 'sunny'], icon: 'palm-tree', hue: 172 },
  { words: ['garden', 'harvest', 'jardim'], icon: 'lotus-flower', hue: 110 },
  { words: ['safari', 'jungle', 'selva'], icon: 'elephant', hue: 90 },
  { words: ['galaxy', 'cosmic', 'space', 'neon', 'galáxia'], icon: 'ringed-planet', hue: 256 },
  { words: ['princess', 'princesa'], icon: 'tiara', hue: 310 },
  { words: ['warrior', 'spartan', 'guerreiro'], icon: 'spartan-helmet', hue: 2 },
  { words: ['wizard', 'magic', 'mystic', 'mago', 'magia'], icon: 'crystal-ball', hue: 270 },
  // What a game is played as (table, instant, sport, lottery), then themes.
  { words: ['dice', 'dados', 'sic', 'craps', 'ludo'], icon: 'rolling-dices', hue: 214 },
  { words: ['mine*', 'minas', 'bomb*'], icon: 'unlit-bomb', hue: 250 },
  { words: ['crash', 'rocket*', 'aviator', 'jet*', 'foguete'], icon: 'rocket-flight', hue: 236 },
  { words: ['esports', 'e-sports', 'e-sport', 'arcade*'], icon: 'gamepad', hue: 280 },
  { words: ['football', 'soccer', 'futebol', 'sport*', 'esporte*'], icon: 'soccer-ball', hue: 120 },
  { words: ['cockfight*', 'rooster', 'galo*'], icon: 'rooster', hue: 20 },
  { words: ['domino*', 'mahjong', 'gow'], icon: 'domino-tiles', hue: 160 },
  { words: ['blackjack', 'vinte-e-um'], icon: 'card-ace-spades', hue: 150 },
  { words: ['baccarat', 'bacará'], icon: 'card-queen-hearts', hue: 346 },
  { words: ['poker', "hold'em", 'holdem', 'omaha', 'pusoy', 'tongits'], icon: 'poker-hand', hue: 214 },
  { words: ['patti', 'rummy', 'bahar', 'card*', 'cartas', 'zha', 'gong', 'truco', 'buraco', 'sueca', 'dou'], icon: 'card-random', hue: 128 },
  { words: ['fan'], icon: 'two-coins', hue: 160 },
  { words: ['lotto*', 'lottery', 'loteria*', 'lotérica', '4d', '5d', '6d', 'six', 'choose', 'bingo'], icon: 'ticket', hue: 300 },
  { words: ['racing', 'pk10', 'corrida'], icon: 'race-car', hue: 4 },
  { words: ['jackpot*', 'treasure*', 'tesouro*', 'bonanza', 'heist'], icon: 'open-treasure-chest', hue: 192 },
  { words: ['pirate*', 'pirata*'], icon: 'pirate-flag', hue: 210 },
  { words: ['viking*'], icon: 'viking-helmet', hue: 218 },
  { words: ['aztec*', 'ancient'], icon: 'aztec-calendar-sun', hue: 26 },
  { words: ['candy', 'sweet*', 'doce*'], icon: 'wrapped-sweet', hue: 330 },
  { words: ['fire', 'rising', 'fogo', 'hot'], icon: 'flame', hue: 14 },
  { words: ['frozen', 'ice', 'xmas', 'gelo'], icon: 'snowflake-1', hue: 200 },
  { words: ['thunder', 'electric', 'rush', 'blitz', 'storm', 'raio'], icon: 'lightning-storm', hue: 240 },
  { words: ['midnight', 'shadow', 'noite'], icon: 'moon', hue: 244 },
  { words: ['western', 'wild', 'lucky', 'sorte'], icon: 'horseshoe', hue: 128 },
  { words: ['vip', 'royal', 'king', 'queen', 'golden', 'gold', 'silver', 'rei', 'ouro', 'mega', 'super', 'crazy', 'member*', 'membro*'], icon: 'crown', hue: 274 },
  { words: ['welcome', 'sign', 'bem', 'cadastre*', 'gift', 'presente'], icon: 'present', hue: 336 },
  { words: ['responsibly', 'responsible', 'responsabilidade', 'responsável'], icon: 'checked-shield', hue: 190 },
];

/** When no word of the name says what it is: the game's category. */
const byCategory: Readonly<Record<string, Motif>> = {
  RNG: { icon: 'slot-machine', hue: 346 },
  LIVE: { icon: 'card-ace-spades', hue: 150 },
  FISH: { icon: 'tropical-fish', hue: 198 },
  PVP: { icon: 'card-ace-spades', hue: 160 },
  SPORTS: { icon: 'soccer-ball', hue: 120 },
  ESPORTS: { icon: 'gamepad', hue: 280 },
  COCKFIGHT: { icon: 'rooster', hue: 20 },
  LOTTERY: { icon: 'ticket', hue: 300 },
  INHOUSE: { icon: 'star-medal', hue: 226 },
};
const anything: Motif = { icon: 'sparkles', hue: 262 };

/** Every icon a motif can name (those of the set; `roulette` is drawn). */
export const motifIcons: readonly string[] = [
  ...new Set(
    [...rules, ...Object.values(byCategory), anything]
      .map((m) => m.icon)
      .filter((icon) => icon !== 'roulette'),
  ),
];
useIcons(motifIcons);

/** Lower-case words of a name: "Fortune Tiger Hold & Win" → fortune, tiger, hold, win. */
export function wordsOf(name: string): string[] {
  const words: string[] = [];
  for (const word of name.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? []) {
    const parts = word.split('-').filter(Boolean);
    // "e-sports" is itself a word and its parts are words too; "member's" is "member".
    for (const w of parts.length > 1 ? [word, ...parts] : parts) words.push(w.replace(/'s$/, ''));
  }
  return words;
}

const matches = (word: string, key: string) =>
  key.endsWith('*') ? word.startsWith(key.slice(0, -1)) : word === key;

/** The motif of a name (first matching rule), else of the category, else sparkles. */
export function motifFor(name: string, category?: string): Motif {
  const words = wordsOf(name);
  for (const rule of rules) {
    if (words.some((w) => rule.words.some((k) => matches(w, k)))) {
      return { icon: rule.icon, hue: rule.hue };
    }
  }
  return (category && byCategory[category]) || anything;
}

/** Whether a name has a word a rule knows (the category fallback was not needed). */
export function hasKeyword(name: string): boolean {
  const words = wordsOf(name);
  return rules.some((rule) => words.some((w) => rule.words.some((k) => matches(w, k))));
}
