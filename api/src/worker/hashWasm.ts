import argon2 from '../../.worker/hash-wasm/argon2.wasm';
import blake2b from '../../.worker/hash-wasm/blake2b.wasm';

/*
 * Workers refuse to compile WebAssembly from bytes at run time ("Wasm code generation disallowed by embedder"),
 * which is how hash-wasm loads its argon2 (and the BLAKE2b argon2 uses). Wrangler compiles `.wasm` modules ahead
 * of time instead, so `cli/workerWasm.ts` (wrangler's build command) writes hash-wasm's two binaries to
 * api/.worker/hash-wasm/, the worker imports them compiled, and `WebAssembly.compile` is answered with the compiled
 * module whose exports the bytes name. Any other bytes are refused as before.
 */

const compiled = [argon2, blake2b].map((module) => ({
  module,
  exports: WebAssembly.Module.exports(module).map((entry) => entry.name),
}));

function contains(bytes: Uint8Array, text: string): boolean {
  const needle = new TextEncoder().encode(text);
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** The compiled module that exports every name these bytes carry, preferring the one that exports most. */
function precompiledFor(source: BufferSource): WebAssembly.Module | undefined {
  const bytes = ArrayBuffer.isView(source)
    ? new Uint8Array(source.buffer, source.byteOffset, source.byteLength)
    : new Uint8Array(source);
  return compiled
    .filter((candidate) => candidate.exports.every((name) => contains(bytes, name)))
    .sort((a, b) => b.exports.length - a.exports.length)[0]?.module;
}

const compileFromBytes = WebAssembly.compile.bind(WebAssembly);

export function usePrecompiledHashWasm() {
  WebAssembly.compile = async (source: BufferSource) => precompiledFor(source) ?? compileFromBytes(source);
}
