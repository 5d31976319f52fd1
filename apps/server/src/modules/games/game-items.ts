import { type GameItem, type GameItemType, type Language } from '@openlobby/contract';
import type { CatalogueRow } from './catalogue-repository';

/** URL of a game's generated icon under the image base (PUBLIC_IMAGE_BASE, like vendors). */
export function gameIconUrl(imageBase: string, nodeId: number): string {
  return `${imageBase.replace(/\/$/, '')}/games/${nodeId}.svg`;
}

/** A catalogue row as a card of the lists (spec §3 "Game item"). */
export function toGameItem(
  g: CatalogueRow,
  language: Language,
  imageBase: string,
  isFavorite?: boolean,
): GameItem {
  const item: GameItem = {
    nodeId: g.nodeId,
    gameName: g.name,
    nodeName: g.name,
    displayName: (language === 'en' ? g.displayNameEn : g.displayNamePt) ?? g.name,
    iconUrl: gameIconUrl(imageBase, g.nodeId),
    vassalage: g.vendorCode,
    gameType: g.gameType as GameItemType,
    gameCode: g.gameCode,
    gameClassify: g.gameClassify,
    isGame: g.isGame,
    supportPlay: g.supportPlay === 0 ? 0 : 1,
    isTop: g.isTop,
    accountTypeName: null,
    minBet: g.minBet,
  };
  return isFavorite === undefined ? item : { ...item, isFavorite };
}

/**
 * JSON of each game's card, made once per catalogue snapshot and language. The game list
 * is the busiest call and its reply is 50 cards: checking them against the zod schema and
 * stringifying them at each request was a fifth of the endpoint's CPU (profiled for P5).
 * The cards are still built by the typed `toGameItem`, and the tests parse the replies
 * with the contract's schema.
 */
const cardJson = new WeakMap<object, Record<Language, Map<number, string>>>();

export function gameItemJson(
  snapshot: object,
  g: CatalogueRow,
  language: Language,
  imageBase: string,
): string {
  let byLanguage = cardJson.get(snapshot);
  if (!byLanguage) {
    byLanguage = { pt: new Map(), en: new Map() };
    cardJson.set(snapshot, byLanguage);
  }
  const cards = byLanguage[language];
  let json = cards.get(g.nodeId);
  if (json === undefined) {
    json = JSON.stringify(toGameItem(g, language, imageBase));
    cards.set(g.nodeId, json);
  }
  return json;
}

/** A card's JSON with `isFavorite` added (the cached card has none). */
export function withFavorite(cardJson: string, isFavorite: boolean): string {
  return `${cardJson.slice(0, -1)},"isFavorite":${isFavorite}}`;
}
