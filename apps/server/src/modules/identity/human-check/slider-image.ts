import { hsl, noiseDots, rnd, svgDataUri } from './svg';

export const SLIDER_WIDTH = 300;
export const SLIDER_HEIGHT = 150;
export const PIECE_SIZE = 44;

export type SliderPuzzle = { gapX: number; pieceY: number; background: string; piece: string };

/**
 * A background of random shapes with a dark gap (and two fainter decoys) and a piece to drag
 * into it. The gap's x is the secret the server checks; in SVG it is not hidden from a
 * determined script, so the trail check and the rate limits do the rest.
 */
export function sliderPuzzle(): SliderPuzzle {
  const w = SLIDER_WIDTH;
  const h = SLIDER_HEIGHT;
  const s = PIECE_SIZE;
  const gapX = rnd(s + 40, w - s - 10);
  const pieceY = rnd(8, h - s - 8);
  const hue = rnd(0, 359);
  let shapes = '';
  for (let i = 0; i < 14; i += 1) {
    shapes += `<circle cx="${rnd(0, w)}" cy="${rnd(0, h)}" r="${rnd(10, 45)}" fill="${hsl((hue + rnd(0, 120)) % 360, 55, rnd(45, 75), 0.6)}"/>`;
  }
  const gapPath = (x: number, y: number, opacity: number) =>
    `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="6" fill="rgba(0,0,0,${opacity})" stroke="rgba(255,255,255,${opacity + 0.2})" stroke-width="2"/>`;
  const decoys = [0, 1].map(() => gapPath(rnd(0, w - s), rnd(0, h - s), 0.12)).join('');
  const background =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<rect width="${w}" height="${h}" fill="${hsl(hue, 45, 80)}"/>${shapes}${noiseDots(w, h, 60)}` +
    decoys +
    gapPath(gapX, pieceY, 0.55) +
    `</svg>`;
  const piece =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">` +
    `<rect x="1" y="1" width="${s - 2}" height="${s - 2}" rx="6" fill="${hsl(hue, 60, 55)}" stroke="#fff" stroke-width="2"/>` +
    noiseDots(s, s, 8) +
    `</svg>`;
  return { gapX, pieceY, background: svgDataUri(background), piece: svgDataUri(piece) };
}
