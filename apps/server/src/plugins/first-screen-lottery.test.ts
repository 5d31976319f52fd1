import { describe, expect, it } from 'vitest';
import { lotteryHead } from './first-screen-lottery';

const now = Date.parse('2026-12-02T12:00:00.000Z');
const at = (seconds: number) => new Date(now + seconds * 1000).toISOString();
const draw = (drawNumber: string, opensIn: number, closesIn: number, result: string[] | null) => ({
  drawNumber,
  opensAt: at(opensIn),
  closesAt: at(closesIn),
  drawsAt: at(closesIn + 30),
  result,
});
const game = (vassalage: string, gameCode: string, extra: Record<string, unknown> = {}) => ({
  vassalage,
  gameCode,
  name: `${vassalage} ${gameCode}`,
  currentDraw: draw('20261202-1201', -30, 45, null),
  lastDraw: draw('20261202-1200', -90, -15, ['01', '02', '03', '04', '05', '06', '07', '08']),
  ...extra,
});
const menu = {
  serverTime: at(0),
  games: [game('LOTT', 'SSC'), game('LOTT', '11X5'), game('ELOTT', 'SSC'), game('TCG_SEA', '4D')],
};
const head = (search: string, value: unknown = menu, route: 'lottery' | 'seaLottery' = 'lottery') =>
  lotteryHead(value, route, new URLSearchParams(search), 'en', now) ?? '';

describe("a lottery page's first screen (ADR 056)", () => {
  it("draws the title, the page's providers' games and the picked game's draw and countdown", () => {
    const html = head('gameCode=11x5&vassalage=lott');
    expect(html).toContain('<h1 class="page-title">Lottery</h1>');
    // Both providers of /lottery, titled; SEA's game belongs to /seaLottery.
    expect(html).toContain('<h2>Lottery</h2>');
    expect(html).toContain('<h2>E-lottery</h2>');
    expect(html).not.toContain('SEA 4D');
    expect(html).toMatch(/<li class="first-screen-lottery-current"><span>11 Choose 5<\/span>/);
    expect(html).toContain('<h2>11 Choose 5</h2>');
    expect(html).toContain('<p class="first-screen-draw-number">Draw 20261202-1201</p>');
    expect(html).toContain('<span>Betting closes in</span>');
    expect(html).toContain('<span class="first-screen-countdown-value">00:45</span>');
    // The last draw's first seven numbers, as the app's head shows them.
    expect(html).toContain('<span class="muted">Last draw 20261202-1200:</span>');
    expect(html.match(/<li>0\d<\/li>/g)).toHaveLength(7);
    // The draw's time is the reader's (their time zone): a bar until the app writes it.
    expect(html).toContain('first-screen-placeholder-draws-at');
    expect(html).not.toMatch(/<a |<button|<input/);
  });

  it('opens on the first game without a query, and on /seaLottery on its own provider', () => {
    expect(head('')).toMatch(/<li class="first-screen-lottery-current"><span>Time Lottery<\/span>/);
    const sea = head('', menu, 'seaLottery');
    expect(sea).toContain('<h1 class="page-title">SEA lottery</h1>');
    expect(sea).toContain('<h2>SEA 4D</h2>');
    // One provider: no group title, as the app's menu.
    expect(sea).not.toContain('<h2>SEA lottery</h2>');
  });

  it("opens on the menu's first game, whatever order the reply lists them in", () => {
    const reply = { games: [game('ELOTT', 'SSC'), game('ELOTT', '11X5'), game('LOTT', 'PK10')] };
    const current = /<li class="first-screen-lottery-current"><span>([^<]+)<\/span>/;
    expect(head('', reply).match(current)?.[1]).toBe('PK10 Racing');
    const both = { games: [game('ELOTT', 'SSC'), game('LOTT', 'SSC')] };
    expect(head('gameCode=SSC', both).match(current)?.[1]).toBe('Time Lottery');
    expect(head('gameCode=SSC&vassalage=ELOTT', both).match(current)?.[1]).toBe('E-Time Lottery');
  });

  it('says when the draw opens, that it is drawing, or that none is open', () => {
    const only = (g: Record<string, unknown>) => ({ games: [game('LOTT', 'SSC', g)] });
    const opens = head('', only({ currentDraw: draw('1', 125, 185, null) }));
    expect(opens).toContain('<span>Betting opens in</span>');
    expect(opens).toContain('>02:05</span>');
    const drawing = head('', only({ currentDraw: draw('1', -60, -1, null) }));
    expect(drawing).toContain('Drawing… the next draw opens in a moment.');
    expect(drawing).not.toContain('first-screen-countdown-value');
    const none = head('', only({ currentDraw: null, lastDraw: null }));
    expect(none).toContain('No draw is open now.');
    expect(none).not.toContain('first-screen-draw-number');
    // A game's first draw: the last draw's row holds its place, as in the app.
    const first = head('', only({ lastDraw: null }));
    expect(first).toContain(
      '<div class="first-screen-last-draw"><span class="muted">No result yet: this is the game’s first draw.</span></div>',
    );
  });

  it("escapes a reply's values, and draws nothing without a game of the page", () => {
    const odd = head('', { games: [game('LOTT', '<X>', { name: '"><script>1</script>' })] });
    expect(odd).toContain('&quot;&gt;&lt;script&gt;1&lt;/script&gt;');
    expect(odd).toContain('&lt;X&gt;');
    expect(odd).not.toContain('<script>');
    expect(head('', { games: [game('TCG_SEA', '4D')] })).toBe('');
    expect(head('', null)).toBe('');
    expect(lotteryHead(menu, 'rng', new URLSearchParams(), 'en', now)).toBeUndefined();
  });
});
