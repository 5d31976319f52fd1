import { randomInt } from 'node:crypto';
import { captchaAlphabet, glyphs } from './glyphs';
import { hsl, noiseDots, noiseLines, rnd, svgDataUri } from './svg';

export const CAPTCHA_LENGTH = 4;

export function captchaText(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i += 1)
    text += captchaAlphabet[randomInt(0, captchaAlphabet.length)];
  return text;
}

/** Each character as jittered dots, rotated, scaled and shifted; then noise and a warp. */
export function captchaSvg(text: string): string {
  const w = 120;
  const h = 44;
  let chars = '';
  [...text].forEach((ch, i) => {
    const cell = rnd(3, 4);
    const x = 8 + i * 27 + rnd(-2, 2);
    const y = rnd(4, 8);
    const color = hsl(rnd(0, 359), 70, rnd(20, 40));
    let dots = '';
    glyphs[ch]!.forEach((row, r) =>
      [...row].forEach((bit, c) => {
        if (bit !== '1') return;
        const jx = c * cell + rnd(-1, 1) * 0.5;
        const jy = r * cell + rnd(-1, 1) * 0.5;
        dots += `<rect x="${jx}" y="${jy}" width="${cell + 0.6}" height="${cell + 0.6}" rx="1"/>`;
      }),
    );
    chars += `<g fill="${color}" transform="translate(${x} ${y}) rotate(${rnd(-18, 18)} 10 14) skewX(${rnd(-12, 12)})">${dots}</g>`;
  });
  const seed = rnd(1, 9999);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<filter id="w"><feTurbulence type="fractalNoise" baseFrequency="0.04" numOctaves="2" seed="${seed}"/>` +
    `<feDisplacementMap in="SourceGraphic" scale="${rnd(3, 5)}"/></filter>` +
    `<rect width="${w}" height="${h}" fill="${hsl(rnd(0, 359), 40, 92)}"/>` +
    noiseDots(w, h, 40) +
    `<g filter="url(#w)">${chars}</g>` +
    noiseLines(w, h, 4) +
    `</svg>`;
  return svgDataUri(svg);
}
