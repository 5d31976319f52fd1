import { escapeXml, hash } from './svg-logo';

/**
 * Generated game icons (GET /img/games/<nodeId>.svg). The catalogue's games have no
 * artwork we may ship, so each gets a square card drawn from its name and provider: colours
 * and motif from a hash of the name, the name's initials large, the provider in a band.
 * Same game, same icon, on every server.
 */

export type GameIconInput = { name: string; vendorCode: string; gameType: string };

const SIZE = 200;

/** Up to two initials: "Fortune Tiger Deluxe" → "FT", "Dice" → "DI". */
export function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (words[0]![0]! + words[1]![0]!).toUpperCase();
}

/** Background motifs, centred behind the initials (white, low opacity). */
const motifs: readonly ((c: number) => string)[] = [
  (c) => `<circle cx="${c}" cy="${c}" r="62"/>`,
  (c) => `<polygon points="${c},${c - 70} ${c + 70},${c} ${c},${c + 70} ${c - 70},${c}"/>`,
  (c) => `<polygon points="${star(c, 5, 74, 32)}"/>`,
  (c) => `<polygon points="${star(c, 6, 66, 66)}"/>`,
  (c) =>
    `<circle cx="${c}" cy="${c}" r="70" fill="none" stroke="#fff" stroke-width="10"/>` +
    `<circle cx="${c}" cy="${c}" r="44" fill="none" stroke="#fff" stroke-width="10"/>`,
  (c) =>
    `<rect x="${c - 56}" y="${c - 56}" width="112" height="112" rx="18" transform="rotate(12 ${c} ${c})"/>`,
];

/** Points of a star (inner < outer) or a regular polygon (inner = outer). */
function star(c: number, tips: number, outer: number, inner: number): string {
  const points: string[] = [];
  for (let i = 0; i < tips * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / tips - Math.PI / 2;
    points.push(`${(c + r * Math.cos(a)).toFixed(1)},${(c + r * Math.sin(a)).toFixed(1)}`);
  }
  return points.join(' ');
}

export function renderGameIconSvg({ name, vendorCode, gameType }: GameIconInput): string {
  const h = hash(`${vendorCode}/${name}`);
  const hue = h % 360;
  // A second hue 40–100° away makes the gradient; dark enough for white text (WCAG AA).
  const hue2 = (hue + 40 + ((h >>> 9) % 61)) % 360;
  const motif = motifs[(h >>> 16) % motifs.length]!(SIZE / 2);
  const letters = initialsOf(name);
  const initials = escapeXml(letters);
  const title = escapeXml(name);
  const band = escapeXml(`${vendorCode.replace(/_/g, ' ')} · ${gameType}`);
  const font = `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue} 62% 36%)"/><stop offset="1" stop-color="hsl(${hue2} 62% 24%)"/>`,
    `</linearGradient><clipPath id="card"><rect width="${SIZE}" height="${SIZE}" rx="24"/></clipPath></defs>`,
    // Everything inside the rounded card, so the provider band follows its corners.
    `<g clip-path="url(#card)">`,
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>`,
    `<g fill="#fff" fill-opacity="0.14" stroke-opacity="0.14">${motif}</g>`,
    `<text x="50%" y="46%" dominant-baseline="central" text-anchor="middle" fill="#fff" ${font} font-weight="800" font-size="${letters.length > 1 ? 72 : 84}">${initials}</text>`,
    `<rect x="0" y="${SIZE - 40}" width="${SIZE}" height="40" fill="#000" fill-opacity="0.35"/>`,
    `<text x="50%" y="${SIZE - 20}" dominant-baseline="central" text-anchor="middle" fill="#fff" ${font} font-weight="600" font-size="16">${band}</text>`,
    `</g></svg>`,
  ].join('');
}
