// Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible file of the build,
// once, at build time: the server hands them out by Accept-Encoding (@fastify/static
// `preCompressed`) and spends no CPU on compression per request (quality bars P1, P2).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
const minBytes = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (compressible.test(entry.name) && !entry.name.endsWith('.map')) yield path;
  }
}

let count = 0;
for (const path of files(dist)) {
  if (statSync(path).size < minBytes) continue;
  const body = readFileSync(path);
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files (br, gz)`);
