import createDOMPurify, { type Config } from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * Operator HTML (announcements, help topics, promotion rules, the description's sections)
 * must never run script in a visitor's browser (S4, ADR 012). The API sends it only after
 * this sanitizer (ADR 044: the browser no longer downloads one, P1): DOMPurify, in one
 * jsdom window, keeps plain HTML only — no SVG or MathML, no forms, no style sheets or
 * style attributes, no event handlers, no javascript: URLs. The CSP is the second wall
 * should anything slip through.
 */
const config: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style'],
};

let purifier: ReturnType<typeof createDOMPurify> | undefined;

function getPurifier(): ReturnType<typeof createDOMPurify> {
  if (purifier) return purifier;
  const purify = createDOMPurify(new JSDOM('').window);
  // Links leave the site in a new tab without handing it `window.opener`.
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = purify;
  return purify;
}

/** How many distinct texts the cache keeps (operators publish a few dozen at most). */
const cacheLimit = 500;
const cache = new Map<string, string>();

/**
 * The sanitized form of operator HTML. Read paths call it for every reply, so results are
 * kept by input (the oldest dropped past `cacheLimit`): a text is parsed once per process.
 */
export function sanitizeOperatorHtml(html: string): string {
  const hit = cache.get(html);
  if (hit !== undefined) return hit;
  const clean = getPurifier().sanitize(html, config);
  if (cache.size >= cacheLimit) cache.delete(cache.keys().next().value as string);
  cache.set(html, clean);
  return clean;
}
