/**
 * The Content-Security-Policy of every response (quality-bars.md S4): scripts only from our
 * origin (no inline script, so injected markup cannot run), no plugins, no <base> hijack.
 * Inline styles stay allowed because UI libraries set style attributes at run time.
 */
export const cspDirectives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'self'"],
  connectSrc: ["'self'"],
  formAction: ["'self'"],
} as const;

/** The same policy as one header value, for places that set the header themselves. */
export function cspHeaderValue(): string {
  return Object.entries(cspDirectives)
    .map(
      ([name, values]) =>
        `${name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())} ${values.join(' ')}`,
    )
    .join('; ');
}
