import { motifFor } from './motifs';
import { glow, rays, sparkles, subject, subjectDefs } from './scene';
import { escapeXml, fitWidth, hash } from './svg-logo';
import { wrapTitle } from './title-art';

/**
 * Generated game tiles (GET /img/games/<nodeId>.svg). The catalogue's games have no artwork
 * we may ship, so each gets a small illustrated scene: the motif its name calls for (a
 * tiger, dice, a roulette wheel…; else its category's), lit on a rich gradient of the
 * motif's hue, and the name set as the tile's title. Colours, tilt, rays and sparkles vary
 * with a hash of the provider and name. Same game, same bytes, on every server.
 */

export type GameIconInput = { name: string; vendorCode: string; gameType: string };

const SIZE = 200;
const font = `font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif"`;

export function renderGameIconSvg({ name, vendorCode, gameType }: GameIconInput): string {
  const h = hash(`${vendorCode}/${name}`);
  const motif = motifFor(name, gameType);
  // The motif's hue, moved a little per game so neighbouring tiles of one motif differ.
  const hue = (motif.hue + ((h % 25) - 12) + 360) % 360;
  const hue2 = (hue + 24 + ((h >>> 5) % 30)) % 360;
  const gold = (h >>> 11) % 3 !== 0;
  const tilt = ((h >>> 14) % 17) - 8;
  const light = glow(100, 80, 84);
  const lines = wrapTitle(name, 15);
  const longest = Math.max(...lines.map((l) => l.length));
  // Long words shrink the type rather than leave the tile (about 0.6 em per character).
  const size = Math.min(lines.length > 1 ? 19 : 22, Math.floor(184 / (longest * 0.62)));
  const title = lines
    .map(
      (line, i) =>
        `<text x="100" y="${SIZE - 14 - (lines.length - 1 - i) * 22}" text-anchor="middle"${fitWidth(line, size, 0.62, 184)}>${escapeXml(line)}</text>`,
    )
    .join('');
  const label = escapeXml(name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2=".6" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue} 72% 44%)"/><stop offset="1" stop-color="hsl(${hue2} 78% 14%)"/></linearGradient>`,
    `<linearGradient id="fd" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-opacity="0"/><stop offset="1" stop-opacity=".75"/></linearGradient>`,
    light.defs,
    subjectDefs(gold),
    `<clipPath id="card"><rect width="${SIZE}" height="${SIZE}" rx="24"/></clipPath></defs>`,
    `<g clip-path="url(#card)">`,
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>`,
    rays(100, 80, 150, 14 + (h % 5) * 2, ((h >>> 8) % 100) / 100),
    light.shape,
    sparkles(h, { x: 14, y: 12, width: 172, height: 100 }, 4),
    subject(motif.icon, 100, 78, 112, tilt),
    // A fade behind the title keeps it readable over any scene (WCAG AA on the darkest part).
    `<rect y="${SIZE - 78}" width="${SIZE}" height="78" fill="url(#fd)"/>`,
    gameType === 'LIVE'
      ? `<rect x="12" y="12" width="60" height="22" rx="11" fill="#d7263d"/><circle cx="24" cy="23" r="4" fill="#fff"/><text x="32" y="28" fill="#fff" ${font} font-weight="800" font-size="13">LIVE</text>`
      : '',
    `<g fill="#fff" ${font} font-weight="800" font-size="${size}" stroke="#000" stroke-opacity=".45" stroke-width="3" paint-order="stroke" stroke-linejoin="round">${title}</g>`,
    `<rect x="1" y="1" width="${SIZE - 2}" height="${SIZE - 2}" rx="23" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="2"/>`,
    `</g></svg>`,
  ].join('');
}
