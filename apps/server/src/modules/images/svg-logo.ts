import type { Language } from '@openlobby/contract';
import { iconPath, ICON_GRID, useIcons } from './icon-set';

/**
 * Generated provider wordmarks and footer badges. OpenLobby ships no third-party artwork
 * and draws no other company's logo: a provider gets its code set in type (heavy, widely
 * spaced capitals beside a small emblem of the game-icons set, on a deep plate of its own
 * colour); a badge gets an emblem and its label. Same code, same picture, everywhere.
 * Both are 2:1 (160 × 80), the shape every place that shows them reserves.
 */

export const LOGO_CODE = /^[A-Z0-9_]{1,32}$/i;

const r1 = (n: number) => Math.round(n * 10) / 10;
const WIDTH = 160;
const HEIGHT = 80;
const font = `font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif"`;

/** Emblems a wordmark may carry (one per code, from its hash). */
const emblems = [
  'crown',
  'star-medal',
  'gems',
  'spades',
  'clubs',
  'hearts',
  'diamonds',
  'flame',
  'two-coins',
  'eagle-head',
  'wolf-head',
  'lion',
  'rocket-flight',
  'ringed-planet',
  'horseshoe',
  'clover',
] as const;

type BadgeArt = { en: string; pt: string; icon?: string; hue: number };

/** The footer's payment methods and qualification images (spec §1), in both languages. */
const badges: Readonly<Record<string, BadgeArt>> = {
  PIX: { en: 'PIX', pt: 'PIX', icon: 'power-lightning', hue: 170 },
  BOLETO: { en: 'Boleto', pt: 'Boleto', icon: 'paper', hue: 210 },
  VISA: { en: 'Visa', pt: 'Visa', icon: 'bank', hue: 228 },
  MASTERCARD: { en: 'Mastercard', pt: 'Mastercard', icon: 'bank', hue: 20 },
  USDT: { en: 'USDT', pt: 'USDT', icon: 'two-coins', hue: 160 },
  BANK: { en: 'Bank', pt: 'Banco', icon: 'bank', hue: 200 },
  AGE18: { en: 'Adults only', pt: 'Só adultos', hue: 355 },
  RESPONSIBLE: { en: 'Responsible gaming', pt: 'Jogo responsável', icon: 'hand', hue: 140 },
  FAIRPLAY: { en: 'Provably fair', pt: 'Jogo justo', icon: 'scales', hue: 260 },
  SSL: { en: 'SSL secured', pt: 'SSL seguro', icon: 'padlock', hue: 120 },
};

useIcons([...emblems, ...Object.values(badges).flatMap((b) => (b.icon ? [b.icon] : []))]);

/** A badge's label in a language (its code when the badge is not one we know). */
export function badgeLabel(code: string, language: Language): string {
  return badges[code]?.[language] ?? code;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** FNV-1a: tiny, stable across runs and platforms, spreads short codes well. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A code's hue, whatever its case. */
export function logoHue(code: string): number {
  return hash(code.toUpperCase()) % 360;
}

/** Splits a label into one line, or two when it is long and has a space to break at. */
function lines(label: string, oneLineMax: number): string[] {
  const words = label.split(' ');
  if (label.length <= oneLineMax || words.length < 2) return [label];
  // The break that makes the longer line shortest.
  let best = [label];
  let bestLength = Infinity;
  for (let i = 1; i < words.length; i++) {
    const pair = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const longer = Math.max(pair[0]!.length, pair[1]!.length);
    if (longer < bestLength) [best, bestLength] = [pair, longer];
  }
  return best;
}

/**
 * Attributes that hold a line of text to `width` whatever the visitor's font: the size is
 * chosen from an estimate of the glyphs' width (`em` per character), and a line that comes
 * near the limit is also given `textLength`, so a wider system font squeezes rather than
 * spills out of its plate or tile.
 */
export function fitWidth(text: string, size: number, em: number, width: number): string {
  return text.length * size * em > width * 0.8
    ? ` textLength="${Math.round(Math.min(width, text.length * size * em))}" lengthAdjust="spacingAndGlyphs"`
    : '';
}

/** `text` lines set from x, centred on the plate's middle, as large as `width` allows. */
function typeset(
  label: string,
  x: number,
  width: number,
  o: { max: number; em: number; oneLineMax: number; weight: number; spacing: number },
): string {
  const rows = lines(label, o.oneLineMax);
  const longest = Math.max(...rows.map((r) => r.length));
  const size = Math.max(9, Math.min(o.max, Math.floor(width / (longest * o.em))));
  const lineHeight = Math.round(size * 1.05);
  const top = HEIGHT / 2 - ((rows.length - 1) * lineHeight) / 2;
  const tspans = rows
    .map(
      (row, i) =>
        `<text x="${x}" y="${Math.round(top + i * lineHeight)}" dominant-baseline="central"${fitWidth(row, size, o.em, width)}>${escapeXml(row)}</text>`,
    )
    .join('');
  return `<g fill="#fff" ${font} font-weight="${o.weight}" font-size="${size}" letter-spacing="${o.spacing}">${tspans}</g>`;
}

/** An emblem: the icon in a gold disc of radius r centred at (cx, cy). */
function emblem(icon: string, cx: number, cy: number, r: number, hue: number): string {
  const size = r * 1.3;
  const scale = +(size / ICON_GRID).toFixed(4);
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#em)"/>` +
    `<path transform="translate(${r1(cx - size / 2)} ${r1(cy - size / 2)}) scale(${scale})" d="${iconPath(icon)}" fill="hsl(${hue} 60% 16%)"/>`
  );
}

function plate(hue: number, label: string, body: string): string {
  const text = escapeXml(label);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${text}">`,
    `<title>${text}</title>`,
    `<defs><linearGradient id="pl" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 58% 26%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360} 64% 12%)"/></linearGradient>`,
    `<linearGradient id="em" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff1b8"/><stop offset="1" stop-color="#e9a21b"/></linearGradient></defs>`,
    `<rect x="1" y="1" width="${WIDTH - 2}" height="${HEIGHT - 2}" rx="14" fill="url(#pl)" stroke="hsl(${hue} 70% 62%)" stroke-opacity=".55" stroke-width="2"/>`,
    body,
    `</svg>`,
  ].join('');
}

/** A provider's wordmark: its emblem, then its name in spaced heavy capitals. */
export function renderLogoSvg(code: string, label: string): string {
  const h = hash(code.toUpperCase());
  const hue = h % 360;
  const icon = emblems[(h >>> 9) % emblems.length]!;
  return plate(
    hue,
    label,
    emblem(icon, 32, 40, 20, hue) +
      `<rect x="62" y="${HEIGHT - 16}" width="26" height="3" rx="1.5" fill="#f2b33d"/>` +
      typeset(label.toUpperCase(), 62, WIDTH - 62 - 10, {
        max: 28,
        em: 0.8,
        oneLineMax: 7,
        weight: 900,
        spacing: 1.5,
      }),
  );
}

/**
 * A footer badge in a language: its emblem (or "18+" in a ring) and its label. A label with
 * a long word ("Mastercard", "responsável") takes the whole plate instead, as footers show
 * badges small (96 × 48 px) and its type would otherwise shrink past reading.
 */
export function renderBadgeSvg(code: string, language: Language): string {
  const art = badges[code];
  const label = badgeLabel(code, language);
  const hue = art?.hue ?? logoHue(code);
  if (Math.max(...label.split(' ').map((w) => w.length)) > 8) {
    return plate(
      hue,
      label,
      typeset(label, 12, WIDTH - 24, {
        max: 26,
        em: 0.66,
        oneLineMax: 11,
        weight: 800,
        spacing: 0.3,
      }),
    );
  }
  const mark = art?.icon
    ? emblem(art.icon, 30, 40, 20, hue)
    : code === 'AGE18'
      ? `<circle cx="30" cy="40" r="20" fill="#fff" stroke="#e0303c" stroke-width="4"/><text x="30" y="41" text-anchor="middle" dominant-baseline="central" fill="#b3121f" ${font} font-weight="900" font-size="17">18+</text>`
      : emblem('star-medal', 30, 40, 20, hue);
  return plate(
    hue,
    label,
    mark +
      typeset(label, 58, WIDTH - 58 - 6, {
        max: 26,
        em: 0.66,
        oneLineMax: 8,
        weight: 800,
        spacing: 0.3,
      }),
  );
}
