import { ICON_GRID, iconPath } from './icon-set';

/**
 * The layers every generated picture is made of: a lit backdrop (sunburst rays and a glow
 * behind the subject), sparkles, and the subject (an icon of the set in a gold or ivory
 * gradient with a soft shadow). Positions and counts come from a hash, so the same name
 * always gives the same picture; numbers are written rounded to keep the bytes few.
 */

const r1 = (n: number) => Math.round(n * 10) / 10;

/** Shared <defs>: the icon's fill gradient and its drop shadow. `gold` or ivory. */
export function subjectDefs(gold: boolean): string {
  const [top, bottom] = gold ? ['#fff4c2', '#f2a91a'] : ['#ffffff', '#c9d6ff'];
  return (
    `<linearGradient id="ic" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<filter id="sh" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="3" stdDeviation="3" flood-color="#000" flood-opacity=".5"/></filter>`
  );
}

/** A radial glow centred at (cx, cy): `<radialGradient id="gl">` plus the circle using it. */
export function glow(cx: number, cy: number, r: number): { defs: string; shape: string } {
  return {
    defs: `<radialGradient id="gl"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    shape: `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#gl)"/>`,
  };
}

/** `count` rays from (cx, cy) out to `length`, as one faint path; turned by `turn` (0–1). */
export function rays(cx: number, cy: number, length: number, count: number, turn: number): string {
  const step = (2 * Math.PI) / count;
  let d = '';
  for (let i = 0; i < count; i++) {
    const a = (i + turn) * step;
    const b = a + step * 0.45;
    d += `M${cx} ${cy}L${r1(cx + length * Math.cos(a))} ${r1(cy + length * Math.sin(a))}L${r1(cx + length * Math.cos(b))} ${r1(cy + length * Math.sin(b))}Z`;
  }
  return `<path d="${d}" fill="#fff" fill-opacity=".09"/>`;
}

/** Four-point sparkles at places drawn from `h` inside the box, away from its centre. */
export function sparkles(
  h: number,
  box: { x: number; y: number; width: number; height: number },
  count: number,
): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const bits = (h >>> (i * 6)) ^ Math.imul(h, i + 7);
    const x = r1(box.x + (((bits >>> 3) % 1000) / 1000) * box.width);
    const y = r1(box.y + (((bits >>> 13) % 1000) / 1000) * box.height);
    const s = 3 + ((bits >>> 23) % 4); // 3–6: the arm's length
    const k = r1(s / 4);
    d += `M${x} ${r1(y - s)}L${r1(x + k)} ${r1(y - k)}L${r1(x + s)} ${y}L${r1(x + k)} ${r1(y + k)}L${x} ${r1(y + s)}L${r1(x - k)} ${r1(y + k)}L${r1(x - s)} ${y}L${r1(x - k)} ${r1(y - k)}Z`;
  }
  return `<path d="${d}" fill="#fff8d6" fill-opacity=".85"/>`;
}

/**
 * The subject: the icon `name` drawn `size` wide centred at (cx, cy), tilted by `tilt`
 * degrees, in the `ic` gradient with the `sh` shadow. `roulette` is a drawn wheel.
 */
export function subject(name: string, cx: number, cy: number, size: number, tilt: number): string {
  if (name === 'roulette') return roulette(cx, cy, size / 2, tilt);
  const scale = size / ICON_GRID;
  const x = r1(cx - size / 2);
  const y = r1(cy - size / 2);
  const half = ICON_GRID / 2;
  return `<path transform="translate(${x} ${y}) scale(${+scale.toFixed(4)}) rotate(${tilt} ${half} ${half})" d="${iconPath(name)}" fill="url(#ic)" filter="url(#sh)"/>`;
}

/** A roulette wheel: a gold rim, 36 red and black pockets (one dashed ring), a turret. */
function roulette(cx: number, cy: number, r: number, tilt: number): string {
  const ring = r * 0.72;
  const band = r * 0.36;
  const dash = r1((2 * Math.PI * ring) / 36);
  return (
    `<g filter="url(#sh)" transform="rotate(${tilt} ${cx} ${cy})">` +
    `<circle cx="${cx}" cy="${cy}" r="${r1(r)}" fill="url(#ic)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r1(ring)}" fill="#12813a" stroke="#161616" stroke-width="${r1(band)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r1(ring)}" fill="none" stroke="#c81e2b" stroke-width="${r1(band)}" stroke-dasharray="${dash} ${dash}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r1(r * 0.5)}" fill="url(#ic)"/>` +
    `<path d="M${r1(cx - r * 0.34)} ${cy}H${r1(cx + r * 0.34)}M${cx} ${r1(cy - r * 0.34)}V${r1(cy + r * 0.34)}" stroke="#7a4a00" stroke-width="${r1(r * 0.07)}" stroke-linecap="round"/>` +
    `<circle cx="${r1(cx + r * 0.55)}" cy="${r1(cy - r * 0.55)}" r="${r1(r * 0.08)}" fill="#fff"/>` +
    `</g>`
  );
}
