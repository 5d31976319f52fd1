import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
    // Every core: Vitest's default here was one worker on a 2-core machine, which left a core
    // idle while a test waited on its database or jsdom set up the next file (the unit stage
    // took 12 min, its files 6 min of that).
    maxWorkers: '100%',
  },
});
