/**
 * Renders operator HTML (announcements, help topics, promotion rules, the description's
 * sections); `className` styles the wrapper. It must never run script (S4, ADR 012): the
 * API sends these texts only after its sanitizer (apps/server/src/lib/operator-html.ts,
 * DOMPurify keeping plain HTML only, links opening apart without the opener), so the
 * browser no longer downloads one (P1, ADR 044). The CSP is the second wall should
 * anything slip through. Render operator HTML only through this component, and only
 * fields the server sanitizes.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  // Sanitized by the server before it left the API (S4, ADR 044).
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
