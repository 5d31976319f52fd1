import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { reactOnPreact } from './runtime-aliases';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // ES module builds (React Router's "module" entry, not its CommonJS one) so that their
    // imports of React meet the aliases.
    conditions: ['module', 'browser', 'development'],
    alias: [
      ...reactOnPreact,
      // Its ES module build, whose imports of React the aliases above can reach.
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
    ],
  },
  test: {
    // Libraries that import React go through Vite too, so the aliases reach them.
    server: {
      deps: {
        inline: [
          /@testing-library\/react/,
          /react-router/,
          /@tanstack\/react-/,
          /react-i18next/,
          /react-hook-form/,
          /lucide-react/,
          /zustand/,
        ],
      },
    },
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
