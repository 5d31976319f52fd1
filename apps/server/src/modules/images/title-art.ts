import { motifFor } from './motifs';
import { glow, rays, sparkles, subject, subjectDefs } from './scene';
import { escapeXml, hash } from './svg-logo';

/**
 * Generated art for things an operator names but gives no picture (banners, promotions,
 * sponsorships). OpenLobby ships no artwork, so the art is drawn from its title: the motif
 * its words call for (a crown for "VIP", coins for "bonus", a slot machine for "spins"…,
 * as the game tiles) lit on the right of a gradient of the motif's hue, and the title in
 * large type on the left. Shades, rays and sparkles come from a hash of `seed`.
 */
export type TitleArt = {
  /** What the colours and shapes are derived from (e.g. `banner-3-Title`). */
  seed: string;
  width: number;
  height: number;
  title: string;
  /** Characters per line of the title (at most two lines). */
  lineLength: number;
  /** Font size of a one-line and of a two-line title. */
  fontSize: { one: number; two: number };
  /** SVG shapes drawn faintly behind the subject (e.g. a sponsorship's kind of mark). */
  decoration?: string;
  /**
   * Where the title's middle sits, as a fraction of the height (default ½). The home
   * banners lift it, as the page lays its call-to-action button below it.
   */
  titleAt?: number;
};

/** Splits a title into at most two lines of about `max` characters each. */
export function wrapTitle(title: string, max: number): string[] {
  const words = title.trim().split(/\s+/);
  const lines: string[] = [''];
  for (const word of words) {
    const last = lines.at(-1)!;
    if (last === '' || (last + ' ' + word).length <= max || lines.length === 2) {
      lines[lines.length - 1] = last === '' ? word : `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines.map((l) => (l.length > max + 8 ? `${l.slice(0, max + 7)}…` : l));
}

export function renderTitleArtSvg(art: TitleArt): string {
  const { width, height, title } = art;
  const h = hash(art.seed);
  const motif = motifFor(title);
  const hue = (motif.hue + ((h % 21) - 10) + 360) % 360;
  const hue2 = (hue + 28 + ((h >>> 8) % 40)) % 360;
  const lines = wrapTitle(title, art.lineLength);
  const size = lines.length > 1 ? art.fontSize.two : art.fontSize.one;
  const lineHeight = Math.round(size * 1.15);
  const top = height * (art.titleAt ?? 0.5) - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${Math.round(width * 0.06)}" y="${Math.round(top + i * lineHeight)}" dominant-baseline="central">${escapeXml(line)}</text>`,
    )
    .join('');
  // The subject: a square on the right, as tall as most of the picture.
  const cx = Math.round(width - height * 0.55);
  const cy = Math.round(height / 2);
  const light = glow(cx, cy, Math.round(height * 0.48));
  const label = escapeXml(title);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">`,
    // Dark enough for white text (WCAG AA), as the game tiles.
    `<stop offset="0" stop-color="hsl(${hue} 68% 32%)"/><stop offset="1" stop-color="hsl(${hue2} 72% 13%)"/>`,
    `</linearGradient>`,
    light.defs,
    subjectDefs(true),
    `</defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    rays(cx, cy, width, 20 + (h % 6) * 2, ((h >>> 12) % 100) / 100),
    light.shape,
    art.decoration ? `<g fill="#fff" fill-opacity="0.1">${art.decoration}</g>` : '',
    sparkles(
      h,
      { x: cx - height * 0.6, y: height * 0.08, width: height * 1.2, height: height * 0.84 },
      6,
    ),
    subject(motif.icon, cx, cy, Math.round(height * 0.62), ((h >>> 16) % 13) - 6),
    `<g fill="#fff" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" font-weight="800" font-size="${size}" stroke="#000" stroke-opacity=".3" stroke-width="${Math.max(2, Math.round(size / 16))}" paint-order="stroke" stroke-linejoin="round">${text}</g>`,
    `</svg>`,
  ].join('');
}
