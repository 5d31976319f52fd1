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
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string;
  }
}
