import type { BannerGroup } from '@openlobby/contract';
import { escapeXml, hash } from '../images';

/**
 * Generated banner images (`GET /img/banners/<id>.svg`). OpenLobby ships no artwork, so a
 * banner is drawn from its title: a gradient and a few shapes whose colours and places
 * come from a hash of the id, and the title in large type. The home carousel is wide
 * (3:1); the popup banners (w_login, w_register, w_forget) are short strips.
 */
const sizes: Record<BannerGroup, { width: number; height: number }> = {
  w_home: { width: 1200, height: 400 },
  w_login: { width: 800, height: 180 },
  w_register: { width: 800, height: 180 },
  w_forget: { width: 800, height: 180 },
};

const font = `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"`;

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

export function renderBannerSvg(id: number, groupName: BannerGroup, title: string): string {
  const { width, height } = sizes[groupName];
  const h = hash(`banner-${id}-${title}`);
  const hue = h % 360;
  const hue2 = (hue + 50 + ((h >>> 8) % 80)) % 360;
  const wide = groupName === 'w_home';
  const lines = wrapTitle(title, wide ? 24 : 30);
  const size = wide ? (lines.length > 1 ? 68 : 84) : lines.length > 1 ? 34 : 42;
  const lineHeight = Math.round(size * 1.15);
  const top = height / 2 - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${Math.round(width * 0.06)}" y="${Math.round(top + i * lineHeight)}" dominant-baseline="central" fill="#fff" ${font} font-weight="800" font-size="${size}">${escapeXml(line)}</text>`,
    )
    .join('');
  // Decorative circles on the right, sized to the banner (white, low opacity).
  const circles = [0, 1, 2]
    .map((i) => {
      const r = Math.round(height * (0.22 + (((h >>> (i * 5)) % 30) / 100) * (i + 1)));
      const cx = Math.round(width * (0.7 + i * 0.1));
      const cy = Math.round(height * (0.2 + ((h >>> (i * 3)) % 60) / 100));
      return `<circle cx="${cx}" cy="${cy}" r="${r}"/>`;
    })
    .join('');
  const label = escapeXml(title);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">`,
    // Dark enough for white text (WCAG AA), as the game icons.
    `<stop offset="0" stop-color="hsl(${hue} 65% 30%)"/><stop offset="1" stop-color="hsl(${hue2} 65% 18%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<g fill="#fff" fill-opacity="0.1">${circles}</g>`,
    text,
    `</svg>`,
  ].join('');
}
