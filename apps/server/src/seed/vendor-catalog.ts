import type { GameCategory, VendorGameType } from '@openlobby/contract';

export type SeedCategory = {
  gameCategory: GameCategory;
  titleEn: string;
  titlePt: string;
  gameClassify: string;
  cards: number;
  vendors: ReadonlyArray<{ vassalage: string; gameType: VendorGameType; vendorName: string }>;
};

/**
 * The demo catalogue: every category of spec §1 with the provider codes the spec names
 * (§3 "Vendor groups", §7, §9 "Provider image sets"). Order here is the navigation order.
 * Lottery lists TCG_LOTTO_VN first because the first vendor's type decides the route.
 */
export const seedCategories: readonly SeedCategory[] = [
  {
    gameCategory: 'HOT',
    titleEn: 'Hot games',
    titlePt: 'Jogos populares',
    gameClassify: 'HOT',
    cards: 4,
    vendors: [
      { vassalage: 'PG', gameType: 'RNG', vendorName: 'PG Soft' },
      { vassalage: 'JILI', gameType: 'RNG', vendorName: 'JILI' },
      { vassalage: 'AG', gameType: 'LIVE', vendorName: 'Asia Gaming' },
      { vassalage: 'BGS', gameType: 'INHOUSE', vendorName: 'BGS Originals' },
    ],
  },
  {
    gameCategory: 'LIVE',
    titleEn: 'Live casino',
    titlePt: 'Cassino ao vivo',
    gameClassify: 'LIVE',
    cards: 3,
    vendors: [
      { vassalage: 'AG', gameType: 'LIVE', vendorName: 'Asia Gaming' },
      { vassalage: 'BBIN', gameType: 'LIVE', vendorName: 'BBIN' },
      { vassalage: 'PT', gameType: 'LIVE', vendorName: 'Playtech' },
    ],
  },
  {
    gameCategory: 'SPORTS',
    titleEn: 'Sports',
    titlePt: 'Esportes',
    gameClassify: 'SPORTS',
    cards: 4,
    vendors: [
      { vassalage: 'IBC', gameType: 'SPORTS', vendorName: 'IBC Sports' },
      { vassalage: 'SBT', gameType: 'SPORTS', vendorName: 'SBTech' },
      { vassalage: 'UG', gameType: 'SPORTS', vendorName: 'UG Sports' },
      { vassalage: 'U9W', gameType: 'SPORTS', vendorName: 'U9W Sports' },
    ],
  },
  {
    gameCategory: 'ESPORTS',
    titleEn: 'E-sports',
    titlePt: 'E-sports',
    gameClassify: 'ESPORTS',
    cards: 5,
    vendors: [
      { vassalage: 'AV', gameType: 'ESPORTS', vendorName: 'AV E-sports' },
      { vassalage: 'IMES', gameType: 'ESPORTS', vendorName: 'IM E-sports' },
      { vassalage: 'IA', gameType: 'ESPORTS', vendorName: 'IA E-sports' },
      { vassalage: 'AI', gameType: 'ESPORTS', vendorName: 'AI E-sports' },
      { vassalage: 'TF', gameType: 'ESPORTS', vendorName: 'TF Gaming' },
    ],
  },
  {
    gameCategory: 'FISH',
    titleEn: 'Fishing',
    titlePt: 'Pescaria',
    gameClassify: 'FISH',
    cards: 4,
    vendors: [
      { vassalage: 'CQ9', gameType: 'FISH', vendorName: 'CQ9 Gaming' },
      { vassalage: 'JILI', gameType: 'FISH', vendorName: 'JILI' },
      { vassalage: 'AG', gameType: 'FISH', vendorName: 'Asia Gaming' },
      { vassalage: 'BBIN', gameType: 'FISH', vendorName: 'BBIN' },
    ],
  },
  {
    gameCategory: 'RNG',
    titleEn: 'Slots',
    titlePt: 'Caça-níqueis',
    gameClassify: 'RNG',
    cards: 6,
    vendors: [
      { vassalage: 'PG', gameType: 'RNG', vendorName: 'PG Soft' },
      { vassalage: 'JILI', gameType: 'RNG', vendorName: 'JILI' },
      { vassalage: 'CQ9', gameType: 'RNG', vendorName: 'CQ9 Gaming' },
      { vassalage: 'PT', gameType: 'RNG', vendorName: 'Playtech' },
      { vassalage: 'RTG', gameType: 'RNG', vendorName: 'RealTime Gaming' },
      { vassalage: 'MG', gameType: 'RNG', vendorName: 'Microgaming' },
    ],
  },
  {
    gameCategory: 'PVP',
    titleEn: 'Card games',
    titlePt: 'Jogos de cartas',
    gameClassify: 'PVP',
    cards: 2,
    vendors: [
      { vassalage: 'KY', gameType: 'PVP', vendorName: 'KY Poker' },
      { vassalage: 'BGS', gameType: 'PVP', vendorName: 'BGS Originals' },
    ],
  },
  {
    gameCategory: 'LOTTERY',
    titleEn: 'Lottery',
    titlePt: 'Loteria',
    gameClassify: 'LOTT',
    cards: 4,
    vendors: [
      { vassalage: 'TCG_LOTTO_VN', gameType: 'VNLOTTO', vendorName: 'Vietnam Lottery' },
      { vassalage: 'TCG_SEA', gameType: 'SEA', vendorName: 'SEA Lottery' },
      { vassalage: 'LOTT', gameType: 'LOTT', vendorName: 'Lottery' },
      { vassalage: 'ELOTT', gameType: 'ELOTT', vendorName: 'E-Lottery' },
    ],
  },
  {
    gameCategory: 'COCKFIGHT',
    titleEn: 'Cockfight',
    titlePt: 'Rinha de galos',
    gameClassify: 'COCKFIGHT',
    cards: 3,
    vendors: [
      { vassalage: 'DS88', gameType: 'COCKFIGHT', vendorName: 'DS88' },
      { vassalage: 'DIG', gameType: 'COCKFIGHT', vendorName: 'DIG' },
      { vassalage: 'WGB', gameType: 'COCKFIGHT', vendorName: 'WGB' },
    ],
  },
  {
    gameCategory: 'INHOUSE',
    titleEn: 'In-house',
    titlePt: 'Jogos da casa',
    gameClassify: 'INHOUSE',
    cards: 1,
    vendors: [{ vassalage: 'BGS', gameType: 'INHOUSE', vendorName: 'BGS Originals' }],
  },
];
