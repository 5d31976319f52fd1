import { fileURLToPath } from 'node:url';

/**
 * URL of the server package directory (apps/server/), ending in a slash.
 *
 * This file sits directly in src/, and esbuild bundles it into dist/main.js, which is also
 * one level below the package; so `..` from `import.meta.url` is the package root both under
 * tsx/vitest and in the production bundle. Keep this file at src/ for that reason.
 */
export function serverRoot(): URL {
  return new URL('../', import.meta.url);
}

/** Folder of the committed drizzle-kit SQL migrations. */
export function migrationsFolder(): string {
  return fileURLToPath(new URL('drizzle', serverRoot()));
}
