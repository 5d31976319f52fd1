import { pngDataUri } from './raster';
import { grain, hsl, noiseDots, rnd, rndf } from './svg';

export const SLIDER_WIDTH = 300;
export const SLIDER_HEIGHT = 150;
export const PIECE_SIZE = 44;

/** The gap's x and the piece's y, with the background and piece as drawings or as PNGs. */
export type SliderPuzzle = { gapX: number; pieceY: number; background: string; piece: string };

type Side = 'top' | 'right' | 'bottom' | 'left';
const sides: Side[] = ['top', 'right', 'bottom', 'left'];

/**
 * A jigsaw outline inside an s × s box at (x, y): a square body with one round knob on
 * `side`. The piece and its gap share the outline, so a person matches shapes; decoys get
 * other ones.
 */
function outline(x: number, y: number, s: number, side: Side): string {
  const k = 6; // knob radius; the body is inset by it on every side so the knob stays in the box
  const a = x + k;
  const b = y + k;
  const n = s - 2 * k;
  const m = n / 2;
  const knob = (sweepTo: string) => `a${k} ${k} 0 1 1 ${sweepTo}`;
  return (
    `M${a} ${b}` +
    (side === 'top' ? `h${m - k}${knob(`${2 * k} 0`)}h${m - k}` : `h${n}`) +
    (side === 'right' ? `v${m - k}${knob(`0 ${2 * k}`)}v${m - k}` : `v${n}`) +
    (side === 'bottom' ? `h${-(m - k)}${knob(`${-2 * k} 0`)}h${-(m - k)}` : `h${-n}`) +
    (side === 'left' ? `v${-(m - k)}${knob(`0 ${-2 * k}`)}Z` : 'Z')
  );
}

/**
 * The drawings: a background of random shapes and specks with the gap (and two fainter
 * decoys of other shapes), and a piece to drag into it. Their source holds the gap's x, so
 * they are only ever rasterised (sliderPuzzle).
 */
export function sliderDrawing(): SliderPuzzle {
  const w = SLIDER_WIDTH;
  const h = SLIDER_HEIGHT;
  const s = PIECE_SIZE;
  const gapX = rnd(s + 40, w - s - 10);
  const pieceY = rnd(8, h - s - 8);
  const side = sides[rnd(0, 3)]!;
  const hue = rnd(0, 359);
  let shapes = '';
  for (let i = 0; i < 14; i += 1) {
    shapes += `<circle cx="${rndf(0, w)}" cy="${rndf(0, h)}" r="${rndf(10, 45)}" fill="${hsl((hue + rnd(0, 120)) % 360, 55, rnd(45, 75), 0.6)}"/>`;
  }
  const hole = (x: number, y: number, shape: Side, opacity: number) =>
    `<path d="${outline(x, y, s, shape)}" fill="rgba(0,0,0,${opacity})" stroke="rgba(255,255,255,${opacity + 0.2})" stroke-width="2"/>`;
  // Decoys never overlap the gap, so a person sees one dark hole of the piece's shape.
  const decoyX = () => {
    let x = rnd(0, w - s);
    while (Math.abs(x - gapX) < s + 4) x = rnd(0, w - s);
    return x;
  };
  const decoys = [0, 1]
    .map(() =>
      hole(decoyX(), rnd(0, h - s), sides.filter((o) => o !== side)[rnd(0, 2)]!, rndf(0.1, 0.2)),
    )
    .join('');
  const background =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<rect width="${w}" height="${h}" fill="${hsl(hue, 45, 80)}"/>${shapes}${noiseDots(w, h, rnd(70, 100))}` +
    decoys +
    hole(gapX, pieceY, side, rndf(0.45, 0.6)) +
    `</svg>`;
  const piece =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">` +
    `<clipPath id="c"><path d="${outline(0, 0, s, side)}"/></clipPath>` +
    `<g clip-path="url(#c)"><rect width="${s}" height="${s}" fill="${hsl(hue, 60, 55)}"/>${noiseDots(s, s, 8)}${grain(s, s, 0.15)}</g>` +
    `<path d="${outline(0, 0, s, side)}" fill="none" stroke="#fff" stroke-width="2"/>` +
    `</svg>`;
  return { gapX, pieceY, background, piece };
}

/**
 * The puzzle as the server sends it: two PNGs. The gap's x, the secret the server checks,
 * exists only as pixels; the piece's y is sent, but it is drawn independently of x. The
 * trail check and the rate limits stand behind a reader of pixels.
 */
export async function sliderPuzzle(): Promise<SliderPuzzle> {
  const drawing = sliderDrawing();
  const [background, piece] = await Promise.all([
    pngDataUri(drawing.background),
    pngDataUri(drawing.piece),
  ]);
  return { gapX: drawing.gapX, pieceY: drawing.pieceY, background, piece };
}
