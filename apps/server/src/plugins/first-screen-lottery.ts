import type { Language } from '@openlobby/contract/language';
import { lotteryHeadLabels, type LotteryHeadLabels } from '@openlobby/contract/lottery/head-labels';
import {
  formatCountdown,
  lotteryPageVassalages,
  lotteryRouteKinds,
  pickLotteryGame,
  type LotteryPageKind,
} from '@openlobby/contract/lottery/lottery-pages';
import type { RouteName } from '@openlobby/contract/routes';
import { escapeHtml, placeholder, rows, text, type Row } from './first-screen-markup';

/**
 * A lottery page's head drawn into its HTML (ADR 056): the title, the game menu and the
 * current draw with its countdown, as `lottery-page.tsx`, `game-menu.tsx` and
 * `draw-header.tsx` draw them, from the menu reply the HTML carries and the contract's
 * words. The countdown is the page's largest text (P2 largest paint), so a phone paints it
 * with the HTML instead of after the scripts. The draw's time is left as a bar: the app
 * writes it in the reader's time zone, which the server does not know. The bet slip below is
 * a bar too; everything is text, nothing can be used before the app runs.
 */

/** The last draw's balls: as many as the app shows in the head. */
const LAST_DRAW_BALLS = 7;

const fill = (template: string, number: string) =>
  escapeHtml(template.replace('{{number}}', number));

const gameName = (labels: LotteryHeadLabels, game: Row) =>
  labels.games[text(game, 'vassalage') ?? '']?.[text(game, 'gameCode') ?? ''] ??
  text(game, 'name') ??
  '';

function menu(kind: LotteryPageKind, games: Row[], selected: Row, labels: LotteryHeadLabels) {
  const groups = lotteryPageVassalages[kind]
    .map((vassalage) => ({ vassalage, games: games.filter((g) => g.vassalage === vassalage) }))
    .filter((g) => g.games.length > 0);
  return (
    `<div class="first-screen-lottery-menu">` +
    groups
      .map(
        (group) =>
          `<div class="first-screen-lottery-group">` +
          (groups.length > 1 ? `<h2>${escapeHtml(labels.providers[group.vassalage])}</h2>` : '') +
          `<ul>${group.games
            .map(
              (game) =>
                `<li${game === selected ? ' class="first-screen-lottery-current"' : ''}>` +
                `<span>${escapeHtml(gameName(labels, game))}</span>` +
                `<span class="first-screen-lottery-code">${escapeHtml(text(game, 'gameCode') ?? '')}</span></li>`,
            )
            .join('')}</ul></div>`,
      )
      .join('') +
    `</div>`
  );
}

/** The draw's status and countdown at `now`, as `DrawHeader` reads them. */
function countdown(draw: Row | undefined, now: number, labels: LotteryHeadLabels) {
  if (!draw) return { status: labels.draw.none, value: null };
  const opensIn = Date.parse(text(draw, 'opensAt') ?? '') - now;
  const closesIn = Date.parse(text(draw, 'closesAt') ?? '') - now;
  if (opensIn > 0) return { status: labels.draw.opensIn, value: formatCountdown(opensIn) };
  if (closesIn > 0) return { status: labels.draw.closesIn, value: formatCountdown(closesIn) };
  return { status: labels.draw.drawing, value: null };
}

function drawHead(game: Row, now: number, labels: LotteryHeadLabels) {
  const draw = typeof game.currentDraw === 'object' ? (game.currentDraw as Row | null) : null;
  const last = typeof game.lastDraw === 'object' ? (game.lastDraw as Row | null) : null;
  const result = Array.isArray(last?.result)
    ? last.result.filter((n): n is string => typeof n === 'string').slice(0, LAST_DRAW_BALLS)
    : [];
  const { status, value } = countdown(draw ?? undefined, now, labels);
  const drawNumber = text(draw ?? undefined, 'drawNumber');
  const lastNumber = text(last ?? undefined, 'drawNumber');
  return (
    `<section class="first-screen-draw"><div>` +
    `<h2>${escapeHtml(gameName(labels, game))}</h2>` +
    (drawNumber
      ? `<p class="first-screen-draw-number">${fill(labels.draw.number, drawNumber)}</p>` +
        placeholder('draws-at')
      : '') +
    (lastNumber && result.length > 0
      ? `<div class="first-screen-last-draw"><span class="muted">${fill(labels.draw.last, lastNumber)}</span>` +
        `<ol class="first-screen-balls">${result
          .map(
            (n) =>
              `<li${n.length > 2 ? ' class="first-screen-ball-wide"' : ''}>${escapeHtml(n)}</li>`,
          )
          .join('')}</ol></div>`
      : drawNumber
        ? `<div class="first-screen-last-draw"><span class="muted">${escapeHtml(labels.draw.noLast)}</span></div>`
        : '') +
    `</div><div class="first-screen-countdown"><span>${escapeHtml(status)}</span>` +
    (value === null
      ? ''
      : `<span class="first-screen-countdown-value">${escapeHtml(value)}</span>`) +
    `</div></section>`
  );
}

/**
 * The head of a lottery page from its menu reply, or undefined when the route is not a
 * lottery page or the reply lists none of its games (the HTML keeps its loader).
 */
export function lotteryHead(
  value: unknown,
  route: RouteName,
  search: URLSearchParams,
  language: Language,
  now = Date.now(),
): string | undefined {
  const kind = lotteryRouteKinds[route];
  if (!kind) return undefined;
  const shown: readonly string[] = lotteryPageVassalages[kind];
  const games = rows((value as { games?: unknown } | null)?.games).filter((g) =>
    shown.includes(text(g, 'vassalage') ?? ''),
  );
  const game = pickLotteryGame(
    games as (Row & { vassalage: string; gameCode: string })[],
    search.get('gameCode'),
    search.get('vassalage'),
    kind,
  );
  if (!game) return undefined;
  const labels = lotteryHeadLabels[language];
  return (
    `<section class="page-stack first-screen-lottery">` +
    `<h1 class="page-title">${escapeHtml(labels.titles[kind])}</h1>` +
    menu(kind, games, game, labels) +
    `<div class="first-screen-lottery-layout"><div class="first-screen-lottery-column">` +
    drawHead(game, now, labels) +
    placeholder('bet-slip') +
    `</div></div></section>`
  );
}
