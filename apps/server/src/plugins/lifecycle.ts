import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type DrainHook = () => Promise<void> | void;

/** The app's shutdown state (ADR 029), read by /health/ready and extended by modules. */
export type Lifecycle = {
  /** True from the first shutdown signal: readiness answers 503 so a proxy stops sending. */
  readonly draining: boolean;
  /**
   * Work to do as draining begins, before the listener closes: what Fastify's close cannot
   * see, such as long-lived push connections to end (their clients reconnect elsewhere).
   */
  onDrain: (hook: DrainHook) => void;
  /** Marks the app draining and runs the hooks (each failure logged, none stops the rest). */
  beginDrain: () => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export default fp(
  async (app) => {
    const hooks: DrainHook[] = [];
    let draining = false;
    const lifecycle: Lifecycle = {
      get draining() {
        return draining;
      },
      onDrain: (hook) => {
        hooks.push(hook);
      },
      beginDrain: async () => {
        if (draining) return;
        draining = true;
        const results = await Promise.allSettled(hooks.map(async (hook) => hook()));
        for (const result of results) {
          if (result.status === 'rejected')
            app.log.error({ err: result.reason }, 'drain hook failed');
        }
      },
    };
    app.decorate('lifecycle', lifecycle);
  },
  { name: 'lifecycle' },
);

/**
 * The draining shutdown main.ts runs on SIGTERM/SIGINT: readiness turns 503 and the drain
 * hooks run; then Fastify's close stops accepting connections, lets in-flight requests
 * finish (a request arriving on a kept-alive connection meanwhile gets 503 and
 * `connection: close`), and runs the onClose hooks: the background jobs stop (each waits
 * for its running tick) and the database pool closes. Requests still running after
 * `graceMs` have their connections closed. Resolves to the exit code: 0 when everything
 * finished in time, 1 otherwise.
 */
export async function drainAndClose(app: FastifyInstance, graceMs: number): Promise<number> {
  let timedOut = false;
  const grace = setTimeout(() => {
    timedOut = true;
    app.log.warn(`requests still running after ${graceMs} ms; closing their connections`);
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.lifecycle.beginDrain();
    await app.close();
    return timedOut ? 1 : 0;
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    return 1;
  } finally {
    clearTimeout(grace);
  }
}
