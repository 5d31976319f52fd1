import { buildApp } from './app';
import { EnvError, loadEnv } from './env';

/** Production and `npm run dev` entry: validate config, build, listen, shut down cleanly. */
async function main(): Promise<void> {
  const env = loadEnv();
  const app = await buildApp({ env });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    // Stop accepting, let in-flight requests finish, then close the database (onClose hooks).
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  app.log.info(`OpenLobby listening on http://localhost:${port}`);
}

main().catch((error: unknown) => {
  // Config errors are the operator's to fix: say what is wrong without a stack trace.
  if (error instanceof EnvError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
