import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { reactOnPreact } from './runtime-aliases';

// Paths the API server answers; in development Vite forwards them so the SPA and the API
// share one origin, as they do in production where the server serves dist/.
const proxiedPrefixes = ['/wps', '/lgw', '/lotto', '/img', '/docs', '/games', '/operator'];

// Game pages (the game popup's iframe) are a second entry, game.html, without the site shell;
// in production the server answers these paths with it, in development Vite does.
const gamePagePath = /^\/games\/(bgs\/[^/?]+|sandbox\/[^/?]+\/[^/?]+)\/?(\?|$)/;
const entry = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const target = env.OPENLOBBY_DEV_API ?? 'http://localhost:3000';
  return {
    plugins: [react()],
    resolve: { alias: reactOnPreact },
    server: {
      proxy: Object.fromEntries(
        proxiedPrefixes.map((prefix) => [
          prefix,
          {
            target,
            changeOrigin: true,
            bypass: (req: { url?: string }) =>
              gamePagePath.test(req.url ?? '') && !req.url?.includes('/api/')
                ? '/game.html'
                : undefined,
          },
        ]),
      ),
    },
    build: {
      target: 'es2022',
      // The server reads it to preload the language's strings chunk with the page (ADR 015).
      manifest: true,
      rollupOptions: { input: { main: entry('index.html'), game: entry('game.html') } },
    },
  };
});
