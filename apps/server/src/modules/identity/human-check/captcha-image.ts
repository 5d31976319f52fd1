import { randomInt } from 'node:crypto';
import { captchaAlphabet, glyphs } from './glyphs';
import { pngDataUri } from './raster';
import { grain, hsl, noiseDots, noiseLines, rnd, rndf } from './svg';

export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 44;
/** Pixels rendered per drawing unit. */
export const CAPTCHA_ZOOM = 2;

export function captchaText(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i += 1)
    text += captchaAlphabet[randomInt(0, captchaAlphabet.length)];
  return text;
}

/**
 * The drawing: each character as jittered dots, rotated, skewed, scaled and shifted, among
 * dots and strokes of the same colours, warped and grained. Its source would give the
 * answer away (the dots sit on a grid), so it is only ever rasterised (captchaImage).
 */
export function captchaSvg(text: string): string {
  const w = CAPTCHA_WIDTH;
  const h = CAPTCHA_HEIGHT;
  const colors: string[] = [];
  let chars = '';
  [...text].forEach((ch, i) => {
    const cell = rndf(3, 4.2);
    const x = 6 + i * 27 + rndf(-3, 3);
    const y = rndf(2, 8);
    const color = hsl(rnd(0, 359), 70, rnd(20, 40));
    colors.push(color);
    const round = rndf(0.5, cell / 2);
    let dots = '';
    glyphs[ch]!.forEach((row, r) =>
      [...row].forEach((bit, c) => {
        if (bit !== '1') return;
        const size = cell + rndf(0, 0.8);
        dots += `<rect x="${c * cell + rndf(-0.6, 0.6)}" y="${r * cell + rndf(-0.6, 0.6)}" width="${size}" height="${size}" rx="${round}"/>`;
      }),
    );
    chars += `<g fill="${color}" transform="translate(${x} ${y}) rotate(${rnd(-20, 20)} 10 14) skewX(${rnd(-14, 14)})">${dots}</g>`;
  });
  // Stray dots of the glyphs' size and colours: a reader of pixels cannot count dots.
  let strays = '';
  for (let i = 0; i < rnd(6, 10); i += 1) {
    const size = rndf(3, 4.5);
    strays += `<rect x="${rndf(0, w - 5)}" y="${rndf(0, h - 5)}" width="${size}" height="${size}" rx="1" fill="${colors[randomInt(0, colors.length)]}"/>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<filter id="warp"><feTurbulence type="fractalNoise" baseFrequency="${rndf(0.02, 0.06)}" numOctaves="2" seed="${rnd(1, 99999)}"/>` +
    `<feDisplacementMap in="SourceGraphic" scale="${rndf(3, 6)}"/></filter>` +
    `<rect width="${w}" height="${h}" fill="${hsl(rnd(0, 359), 40, rnd(88, 95))}"/>` +
    noiseDots(w, h, 40) +
    `<g filter="url(#warp)">${chars}${strays}</g>` +
    noiseLines(w, h, rnd(2, 3)) +
    noiseLines(w, h, 2, () => colors[randomInt(0, colors.length)]!) +
    grain(w, h, 0.18) +
    `</svg>`
  );
}

/** The captcha as the server sends it: a PNG whose only trace of the answer is its pixels. */
export function captchaImage(text: string): Promise<string> {
  // Twice the size it is shown at: phones' dense screens would blur the dots otherwise.
  return pngDataUri(captchaSvg(text), CAPTCHA_ZOOM);
}
