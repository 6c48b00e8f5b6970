/**
 * Writes `.br` and `.gz` siblings (maximum quality) for every text file of the built site, so the server starts at
 * once and still sends the smallest encoding. Run after prerendering.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url));
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.webmanifest']);

let count = 0;
let before = 0;
let after = 0;
const walk = (dir: string) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      walk(path);
      continue;
    }
    if (!compressible.has(extname(name)) || name.endsWith('.map')) continue;
    const body = readFileSync(path);
    if (body.byteLength <= 256) continue;
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    count++;
    before += body.byteLength;
    after += br.byteLength;
  }
};
walk(clientDir);
console.log(
  `Precompressed ${count} files (${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli).`,
);
