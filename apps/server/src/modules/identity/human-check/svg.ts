import { randomInt } from 'node:crypto';

/**
 * Small helpers for the drawings the human checks rasterise (raster.ts). Every value comes
 * from the crypto generator: the drawing is never sent, but its noise must not repeat.
 */
export const rnd = (min: number, max: number) => randomInt(min, max + 1);
/** A random number with tenths, so jitter is finer than a pixel grid. */
export const rndf = (min: number, max: number) =>
  randomInt(Math.round(min * 10), Math.round(max * 10) + 1) / 10;

export const hsl = (h: number, s: number, l: number, a = 1) => `hsla(${h},${s}%,${l}%,${a})`;

/** Random curvy strokes across a w × h box. */
export function noiseLines(
  w: number,
  h: number,
  count: number,
  color = () => hsl(rnd(0, 359), 60, rnd(35, 65)),
): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const d = `M${rnd(0, w / 4)} ${rnd(0, h)} C${rnd(0, w)} ${rnd(0, h)},${rnd(0, w)} ${rnd(0, h)},${rnd((3 * w) / 4, w)} ${rnd(0, h)}`;
    out += `<path d="${d}" stroke="${color()}" stroke-width="${rndf(1, 2.2)}" fill="none"/>`;
  }
  return out;
}

export function noiseDots(w: number, h: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    out += `<circle cx="${rndf(0, w)}" cy="${rndf(0, h)}" r="${rndf(0.8, 2)}" fill="${hsl(rnd(0, 359), 50, rnd(30, 70), 0.8)}"/>`;
  }
  return out;
}

/**
 * Grain over the whole picture: a turbulence of random seed and frequency, so the pixel
 * values differ at every render even where the drawing is plain.
 */
export function grain(w: number, h: number, opacity: number): string {
  return (
    `<filter id="grain" x="0" y="0" width="100%" height="100%">` +
    `<feTurbulence type="fractalNoise" baseFrequency="${rndf(0.6, 0.9)}" numOctaves="2" seed="${rnd(1, 99999)}"/>` +
    `<feColorMatrix type="saturate" values="0"/></filter>` +
    `<rect width="${w}" height="${h}" filter="url(#grain)" opacity="${opacity}"/>`
  );
}
