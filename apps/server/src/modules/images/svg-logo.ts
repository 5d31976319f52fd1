/**
 * Generated logos for providers and footer badges. OpenLobby ships no third-party artwork,
 * so each code gets a deterministic rounded label: same code, same colour, everywhere.
 */

export const LOGO_CODE = /^[A-Z0-9_]{1,32}$/i;

/** Readable labels for the footer's payment methods and qualification images (spec §1). */
export const badgeLabels: Readonly<Record<string, string>> = {
  PIX: 'PIX',
  BOLETO: 'Boleto',
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  USDT: 'USDT',
  BANK: 'Bank transfer',
  AGE18: '18+',
  RESPONSIBLE: 'Responsible Gaming',
  FAIRPLAY: 'Provably Fair',
  SSL: 'SSL Secured',
};

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

export function logoColour(code: string): string {
  const h = hash(code.toUpperCase());
  // Mid-dark saturated colours keep white text above WCAG AA contrast.
  return `hsl(${h % 360} 60% 32%)`;
}

export function renderLogoSvg(code: string, label: string): string {
  const width = 160;
  const height = 64;
  // Shrink long labels so they fit the card instead of overflowing it.
  const fontSize = Math.max(10, Math.min(26, Math.floor((width - 16) / (label.length * 0.62))));
  const text = escapeXml(label);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${text}">`,
    `<title>${text}</title>`,
    `<rect x="1" y="1" width="${width - 2}" height="${height - 2}" rx="12" ry="12" fill="${logoColour(code)}"/>`,
    `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" fill="#ffffff" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-weight="700" font-size="${fontSize}">${text}</text>`,
    `</svg>`,
  ].join('');
}
