import { afterAll, beforeAll } from 'vitest';
import type { App, BuildAppOptions } from '../app';
import type { Database } from '../db/client';
import { buildTestApp } from './build-test-app';
import { operatorCli } from './operator-cli';

/** What `buildTestApp` takes after the database. */
export type ListeningAppOptions = Pick<BuildAppOptions, 'logger' | 'readinessChecks'> & {
  /** Overrides of the test environment's variables. */
  env?: Record<string, string>;
  /** Extra routes for a test, registered before the app is ready. */
  configure?: (app: App) => void;
};

export type ListeningApp = {
  app: () => App;
  baseUrl: () => string;
  /** `npm run operator -- …args` against this app. */
  cli: (...args: string[]) => ReturnType<typeof operatorCli>;
};

/**
 * Gives a describe block one test app for the whole file, listening on a free local port
 * (built and listening in beforeAll, closed in afterAll). The operator CLI is an HTTP
 * client, so the tests that drive it need a real socket, not `inject`. Call after
 * `useTestDatabase`, so the database is there when the app starts.
 */
export function useListeningApp(
  database: () => Database,
  options: ListeningAppOptions = {},
): ListeningApp {
  let app: App | undefined;
  let baseUrl: string | undefined;
  beforeAll(async () => {
    const { env, configure, ...appOptions } = options;
    app = await buildTestApp(database(), env, configure, appOptions);
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('listening test app not ready');
    return value;
  };
  return {
    app: () => ready(app),
    baseUrl: () => ready(baseUrl),
    cli: (...args) => operatorCli(ready(baseUrl), args),
  };
}
