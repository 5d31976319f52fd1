/** The markup helpers of the first screens (ADR 051): every reply's value goes through them. */

/** A value as HTML text or attribute: how every reply's value is written here. */
export const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export type Row = Record<string, unknown>;
export const rows = (value: unknown): Row[] =>
  Array.isArray(value) ? value.filter((v): v is Row => typeof v === 'object' && v !== null) : [];
export const text = (row: Row | undefined, field: string): string | undefined => {
  const value = row?.[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** A grey bar where the app puts controls (filters, tabs) the HTML does not draw. */
export const placeholder = (kind: string) =>
  `<div class="first-screen-placeholder first-screen-placeholder-${kind}"></div>`;
