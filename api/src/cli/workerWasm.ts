/**
 * Writes hash-wasm's argon2 and BLAKE2b WebAssembly binaries to api/.worker/hash-wasm/, so
 * wrangler can compile them ahead of time (the worker may not compile bytes at run time; see worker/hashWasm.ts).
 * Run by wrangler before every build (wrangler.jsonc `build.command`); the folder is git-ignored.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const out = fileURLToPath(new URL('../../.worker/hash-wasm/', import.meta.url));
const bundle = join(dirname(createRequire(import.meta.url).resolve('hash-wasm')), 'index.esm.js');
const source = readFileSync(bundle, 'utf8');

mkdirSync(out, { recursive: true });
for (const name of ['argon2', 'blake2b']) {
  // hash-wasm embeds each binary as `var name$x = "<name>"; var data$x = "<base64>";`.
  const found = source.match(new RegExp(`var name\\$(\\w+) = "${name}";\\s*var data\\$\\1 = "([^"]+)"`));
  if (!found)
    throw new Error(`hash-wasm's ${name} binary was not found in ${bundle}; has its layout changed?`);
  const bytes = Buffer.from(found[2]!, 'base64');
  if (!WebAssembly.validate(bytes)) throw new Error(`hash-wasm's ${name} binary is not valid WebAssembly`);
  writeFileSync(join(out, `${name}.wasm`), bytes);
}
