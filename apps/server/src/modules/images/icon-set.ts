import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Icons of the game-icons collection (npm `@iconify-json/game-icons`, game-icons.net by
 * Lorc, Delapouite and contributors, CC BY 3.0; credited in the site footer and in
 * docs/decisions/040-generated-artwork.md). Every icon is one path on a 512 × 512 grid.
 *
 * The set is 6 MB of JSON: it is read once, on the first drawing that needs an icon (not at
 * start-up, P7), only the paths of the icons `names` lists are kept, with their numbers
 * rounded to one decimal (a 512 grid drawn at ~110 px: 0.02 px), and the rest is dropped.
 */
export const ICON_GRID = 512;

let kept: ReadonlyMap<string, string> | undefined;
let wanted: readonly string[] = [];

/** Declares the icons the drawings use (called by the modules that hold the motif lists). */
export function useIcons(names: readonly string[]): void {
  wanted = [...new Set([...wanted, ...names])];
  kept = undefined;
}

/** The path data (`d`) of an icon the drawings declared; throws for any other name. */
export function iconPath(name: string): string {
  kept ??= load(wanted);
  const d = kept.get(name);
  if (d === undefined) throw new Error(`game-icons: no icon "${name}" declared or in the set`);
  return d;
}

function load(names: readonly string[]): Map<string, string> {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@iconify-json/game-icons/icons.json');
  const set = JSON.parse(readFileSync(file, 'utf8')) as {
    icons: Record<string, { body: string }>;
  };
  const map = new Map<string, string>();
  for (const name of names) {
    const body = set.icons[name]?.body;
    const d = body && /\sd="([^"]+)"/.exec(body)?.[1];
    if (d) map.set(name, roundPath(d));
  }
  return map;
}

const token = /[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g;

/**
 * The same path with its decimals rounded to one place, written with as few separators as
 * SVG's path grammar allows. Integers are kept as written (arc flags may be packed, `011`).
 */
export function roundPath(d: string): string {
  let out = '';
  let previous: string | undefined; // the last number written, when the last token was one
  for (const t of d.match(token) ?? []) {
    if (/^[a-zA-Z]$/.test(t)) {
      out += t;
      previous = undefined;
      continue;
    }
    const n = t.includes('.') ? shortNumber(Math.round(Number(t) * 10) / 10) : t;
    // A number needs a space before it only where it would otherwise extend the last one.
    const glued =
      previous !== undefined && (/^\d/.test(n) || (n.startsWith('.') && !previous.includes('.')));
    out += (glued ? ' ' : '') + n;
    previous = n;
  }
  return out;
}

/** 0.5 → ".5", -0.5 → "-.5", 2 → "2", -0 → "0". */
function shortNumber(n: number): string {
  if (Object.is(n, -0) || n === 0) return '0';
  return String(n).replace(/^(-?)0\./, '$1.');
}
