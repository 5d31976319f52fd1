// Bundles the server into dist/main.js for `npm start`. npm dependencies stay external
// (installed next to it); workspace packages (@openlobby/*) are bundled because they export
// TypeScript sources that plain Node cannot load.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

// Paths relative to this package, whatever directory the build is started from.
const packageDir = fileURLToPath(new URL('.', import.meta.url));

await build({
  absWorkingDir: packageDir,
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [
    {
      // Like `packages: 'external'`, except for our workspace packages.
      name: 'externalize-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.kind === 'entry-point' || args.path.startsWith('@openlobby/')
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
  // Some CommonJS dependencies call require(); give the ESM bundle one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
});
