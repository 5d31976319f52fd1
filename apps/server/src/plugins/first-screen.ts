import { firstScreenElementId, type FirstScreenPart } from '@openlobby/contract/boot';
import { gameListRouteTypes, hasSlotTabs } from '@openlobby/contract/games/list-search';
import type { Language } from '@openlobby/contract/language';
import type { RouteName } from '@openlobby/contract/routes';
import { lotteryHead } from './first-screen-lottery';
import { escapeHtml, placeholder, rows, text } from './first-screen-markup';

export { escapeHtml };

/**
 * A page's first screen drawn into its HTML from the boot replies (ADR 051): the home
 * page's first banner, a game list's title and first games, the promotions' first cards,
 * the help centre's first topic, a lottery page's head (`first-screen-lottery.ts`, ADR 056).
 * A phone paints the page's largest picture or text as soon as the HTML and that image have
 * arrived, instead of after the scripts have downloaded and run (P2 largest contentful
 * paint); the app removes it in the task that draws the real page.
 * Everything here is text or an image: nothing a player could use before the app runs is
 * offered, and every value from a reply is escaped. Its styles are in the web app's entry
 * sheet (`first-screen.css`), which the HTML carries inline.
 */

/** Games drawn for a list page: the first row of a wide screen, a phone's first screen. */
const GAMES_SHOWN = 7;
/** The games a phone shows without scrolling: their pictures are asked for at once. */
const EAGER_GAMES = 4;
/** Promotion cards drawn: a wide screen's first row, a phone's first screen and more. */
const PROMOTIONS_SHOWN = 3;

const loadingText: Record<Language, string> = { pt: 'Carregando…', en: 'Loading…' };

function banner(value: unknown): string | undefined {
  const first = rows(value)[0];
  const url = text(first, 'url');
  if (!url) return undefined;
  return (
    `<div class="first-screen-banner"><img src="${escapeHtml(url)}" alt="${escapeHtml(text(first, 'title') ?? '')}"` +
    ` width="1200" height="400" fetchpriority="high" decoding="sync"></div>` +
    placeholder('notice')
  );
}

/** The category's title and vendors from the top navigation's reply, when it was answered. */
function category(categories: unknown, gameCategory: string) {
  const found = rows(categories).find((c) => c.gameCategory === gameCategory);
  const vendors = new Map(
    rows(found?.vendors).map((v) => [text(v, 'vassalage'), text(v, 'vendorName')]),
  );
  return { title: text(found, 'title'), vendorName: (code?: string) => vendors.get(code) };
}

function games(value: unknown, route: RouteName, categories: unknown): string | undefined {
  const gameType = gameListRouteTypes[route];
  const list = rows((value as { games?: unknown } | null)?.games).slice(0, GAMES_SHOWN);
  if (!gameType || list.length === 0) return undefined;
  const { title, vendorName } = category(categories, gameType);
  const cards = list.map((game, i) => {
    const name = text(game, 'displayName') ?? text(game, 'gameName') ?? '';
    const vendor = vendorName(text(game, 'vassalage')) ?? '';
    const icon = text(game, 'iconUrl');
    // A phone's first screen (two rows) is fetched with the page and painted in the frame
    // that has it (no later decode, ADR 051); the rest when scrolled to.
    const loading =
      i < EAGER_GAMES
        ? `${i === 0 ? ' fetchpriority="high"' : ''} decoding="sync"`
        : ' loading="lazy"';
    return (
      `<li class="first-screen-game">` +
      (icon
        ? `<img src="${escapeHtml(icon)}" alt="${escapeHtml(name)}" width="160" height="160"${loading}>`
        : '') +
      `<span class="first-screen-game-name">${escapeHtml(name)}</span>` +
      `<span class="first-screen-game-vendor">${escapeHtml(vendor)}</span></li>`
    );
  });
  return (
    (title
      ? `<h1 class="first-screen-title">${escapeHtml(title)}</h1>`
      : placeholder('list-title')) +
    // The provider chips, the search with the slot sub-categories, the count of games:
    // each as tall as the app's (game-list-page.tsx), so the games do not move when it
    // takes over. The tabs wrap under the search where the app's do (phones, tablets).
    placeholder('chips') +
    `<div class="first-screen-toolbar">${placeholder('search')}` +
    `${hasSlotTabs(gameType) ? placeholder('slot-tabs') : ''}</div>` +
    placeholder('count') +
    `<ul class="first-screen-games">${cards.join('')}</ul>`
  );
}

function promotions(value: unknown): string | undefined {
  const list = rows(value).slice(0, PROMOTIONS_SHOWN);
  if (list.length === 0) return undefined;
  const cards = list.map((promotion, i) => {
    const art = text(promotion, 'imageUrl');
    return (
      `<li class="first-screen-promotion">` +
      (art
        ? `<img src="${escapeHtml(art)}" alt="" width="640" height="320" decoding="sync"${i === 0 ? ' fetchpriority="high"' : ''}>`
        : '') +
      `<h2>${escapeHtml(text(promotion, 'title') ?? '')}</h2></li>`
    );
  });
  return (
    placeholder('title') +
    placeholder('tabs') +
    `<ul class="first-screen-promotions">${cards.join('')}</ul>`
  );
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/**
 * An operator's help text as plain paragraphs: block ends become breaks, every other tag is
 * dropped and the text escaped again, so no markup of the reply reaches the page here (the
 * app sanitizes and shows the real thing).
 */
function paragraphs(html: string): string[] {
  return html
    .replace(/<\/(p|li|h\d|div)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

function helpTopics(value: unknown): string | undefined {
  const topics = rows(value);
  const first = topics[0];
  const title = text(first, 'title');
  if (!first || !title) return undefined;
  const contents = topics
    .map((topic) => `<li>${escapeHtml(text(topic, 'title') ?? '')}</li>`)
    .join('');
  const body = paragraphs(text(first, 'content') ?? '')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
  return (
    placeholder('title') +
    `<ul class="first-screen-contents">${contents}</ul>` +
    `<section class="first-screen-topic"><h2>${escapeHtml(title)}</h2>${body}</section>`
  );
}

/**
 * The first screen of `route` from the page's boot replies, or undefined when the page has
 * none (or its reply was not answered in time): the HTML then shows its loader as before.
 */
export function firstScreenHtml(
  route: RouteName | undefined,
  parts: Partial<Record<FirstScreenPart, unknown>>,
  categories: unknown,
  language: Language,
  search: URLSearchParams,
): string | undefined {
  if (!route) return undefined;
  const drawn = (
    [
      ['home', 'banners' in parts && banner(parts.banners)],
      ['games', 'games' in parts && games(parts.games, route, categories)],
      ['promotions', 'promotions' in parts && promotions(parts.promotions)],
      ['help', 'helpTopics' in parts && helpTopics(parts.helpTopics)],
      [
        'lottery',
        'lotteryGames' in parts && lotteryHead(parts.lotteryGames, route, search, language),
      ],
    ] as const
  ).find(([, html]) => html);
  if (!drawn) return undefined;
  const [kind, content] = drawn;
  // A picture of the page, not the page: hidden from assistive technology, which hears that
  // the page is loading until the app draws it a moment later; nothing on it can be reached
  // by keyboard or taken for a control. The empty row stands where the top navigation goes.
  return (
    `<div id="${firstScreenElementId}" class="first-screen first-screen-of-${kind}">` +
    `<p class="visually-hidden" role="status">${loadingText[language]}</p>` +
    `<div aria-hidden="true"><div class="first-screen-nav"></div>` +
    `<main class="main">${content}</main></div></div>`
  );
}
