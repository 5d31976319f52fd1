import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Handed to tests through inject() so only config files read process.env (lint rule).
    // When set, every database suite runs on PostgreSQL as well as on PGlite.
    provide: { testDatabaseUrl: process.env.TEST_DATABASE_URL ?? '' },
    // One migrated, seeded database of each kind that every test file copies (P: suite time).
    globalSetup: ['src/test/global-setup.ts'],
    // Test files of a worker share one module graph instead of each evaluating the server's
    // (Fastify, Drizzle, every module and its schemas): about 7 s a file on a 2-core machine,
    // most of the suite's time. Each file still builds its own app on its own database copy;
    // no server test mocks a module, and the two that fake Date restore it after each test.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string;
  }
}
