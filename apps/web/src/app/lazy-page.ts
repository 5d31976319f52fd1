import type { ComponentType } from 'react';

/** Spec §9: a script (here, a page chunk) that has not loaded after this long fails. */
export const scriptLoadTimeoutMs = 120_000;

/** The page chunk did not arrive in time (spec §8 "page load timeout"). */
export class PageLoadTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`Page chunk did not load within ${timeoutMs} ms`);
    this.name = 'PageLoadTimeoutError';
  }
}

/** The page chunk failed to load, typically offline or after a deploy replaced it. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'Page chunk failed to load', { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * Runs a dynamic import with a deadline; failures become ChunkLoadError and the deadline
 * PageLoadTimeoutError, so the route error page can tell the visitor which happened.
 */
export function withTimeout<T>(
  load: () => Promise<T>,
  timeoutMs = scriptLoadTimeoutMs,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageLoadTimeoutError(timeoutMs)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(cause));
      },
    );
  });
}

/** A route's `lazy`: loads the page component under the deadline. */
export function lazyPage(load: () => Promise<ComponentType>) {
  return () => withTimeout(load).then((Component) => ({ Component }));
}
