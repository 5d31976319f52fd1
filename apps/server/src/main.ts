import { buildApp } from './app';
import { EnvError, loadEnv } from './env';
import { closeRedisClients } from './lib/redis';
import { drainAndClose } from './plugins/lifecycle';

/** Production and `npm run dev` entry: validate config, build, listen, drain on a signal. */
async function main(): Promise<void> {
  const env = loadEnv();
  const app = await buildApp({ env });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, draining (up to ${env.SHUTDOWN_GRACE_MS} ms)`);
    // ADR 029: readiness turns 503, in-flight requests finish within the grace period, the
    // jobs stop and the pool closes; Redis last, once nothing can use it.
    void drainAndClose(app, env.SHUTDOWN_GRACE_MS)
      .then(async (code) => {
        await closeRedisClients();
        app.log.info(code === 0 ? 'drained, exiting' : 'shutdown incomplete, exiting');
        process.exit(code);
      })
      .catch(() => process.exit(1));
    // A hook that never returns must not keep the process past the grace period for good.
    setTimeout(() => process.exit(1), env.SHUTDOWN_GRACE_MS + 5000).unref();
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  app.log.info(`OpenLobby listening on http://localhost:${port}`);
  if (env.TRUST_PROXY === true) {
    // Every hop trusted: the visitor's address is the first X-Forwarded-For entry, which a
    // visitor writes unless the proxy replaces the header. Spoofed, it would dodge every
    // per-address limit and pass for loopback (the operator API, /metrics).
    app.log.warn(
      'TRUST_PROXY=true trusts every X-Forwarded-For entry; unless the proxy replaces the header, set the number of proxies (TRUST_PROXY=1) or their addresses instead',
    );
  }
}

main().catch((error: unknown) => {
  // Config errors are the operator's to fix: say what is wrong without a stack trace.
  if (error instanceof EnvError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
