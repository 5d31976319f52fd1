import { randomInt } from 'node:crypto';

/** Small helpers for generated SVG images (no native image libraries). */
export const rnd = (min: number, max: number) => randomInt(min, max + 1);
export const pick = <T>(items: readonly T[]): T => items[randomInt(0, items.length)]!;

export function svgDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

export const hsl = (h: number, s: number, l: number, a = 1) => `hsla(${h},${s}%,${l}%,${a})`;

/** Random curvy noise lines across a w × h box. */
export function noiseLines(w: number, h: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const d = `M${rnd(0, w / 4)} ${rnd(0, h)} C${rnd(0, w)} ${rnd(0, h)},${rnd(0, w)} ${rnd(0, h)},${rnd((3 * w) / 4, w)} ${rnd(0, h)}`;
    out += `<path d="${d}" stroke="${hsl(rnd(0, 359), 60, rnd(35, 65))}" stroke-width="${rnd(1, 2)}" fill="none"/>`;
  }
  return out;
}

export function noiseDots(w: number, h: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    out += `<circle cx="${rnd(0, w)}" cy="${rnd(0, h)}" r="${rnd(1, 2)}" fill="${hsl(rnd(0, 359), 50, rnd(30, 70), 0.8)}"/>`;
  }
  return out;
}
