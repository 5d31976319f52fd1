import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'games',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // RTP simulations run millions of rounds (a few seconds each on a busy 2-core machine);
    // the default 5 s would make them flaky rather than wrong.
    testTimeout: 30_000,
  },
});
