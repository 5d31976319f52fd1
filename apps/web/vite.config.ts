import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';

// Paths the API server answers; in development Vite forwards them so the SPA and the API
// share one origin, as they do in production where the server serves dist/.
const proxiedPrefixes = ['/wps', '/lgw', '/lotto', '/img', '/docs', '/games', '/operator'];

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const target = env.OPENLOBBY_DEV_API ?? 'http://localhost:3000';
  return {
    plugins: [react()],
    server: {
      proxy: Object.fromEntries(
        proxiedPrefixes.map((prefix) => [prefix, { target, changeOrigin: true }]),
      ),
    },
    build: { target: 'es2022' },
  };
});
