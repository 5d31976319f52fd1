/**
 * Build-time configuration. `VITE_API_BASE` lets an operator point the SPA at another
 * backend that speaks the same API (architecture.md); empty means the serving origin.
 */
export const apiBase: string = (import.meta.env.VITE_API_BASE ?? '').replace(/\/+$/, '');

/** Turns a site-relative URL from the API (e.g. /img/vendors/PG.svg) into one on apiBase. */
export function apiUrl(pathOrUrl: string): string {
  return pathOrUrl.startsWith('/') && !pathOrUrl.startsWith('//')
    ? `${apiBase}${pathOrUrl}`
    : pathOrUrl;
}
