/**
 * The site runs on Preact's React-compatible layer instead of React DOM (ADR 047): the same
 * components and libraries (React Router, TanStack Query, react-i18next, react-hook-form)
 * with about 57 KiB less script on every first load (P1). Vite (the build) and Vitest (the
 * web tests) both resolve React through these, so the tests exercise what ships.
 */
export const reactOnPreact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  // react-i18next's shim of a hook Preact's layer has itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];
