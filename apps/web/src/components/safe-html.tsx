import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Server HTML (announcements, help topics) is written by operators and must never run
 * script (S4, ADR 012): DOMPurify keeps plain HTML only (no SVG or MathML, no forms, no
 * style sheets or style attributes, no event handlers, no javascript: URLs). The CSP is
 * the second wall should anything slip through.
 */
const config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style'],
};

// Links leave the site in a new tab without handing it `window.opener`.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, config);
}

/** Renders operator HTML after sanitizing it; `className` styles the wrapper. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // Sanitized by DOMPurify just above (S4).
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
