import { argon2Verify, argon2id } from 'hash-wasm';
import type { Argon2idParameters } from './argon2Parameters.ts';
import { randomBytes } from './secrets.ts';

/*
 * argon2id through WebAssembly (hash-wasm), for runtimes where the native addon cannot load (Workers). It writes
 * the PHC string @node-rs/argon2 writes for the same parameters (a 16-byte salt, a 32-byte hash, unpadded base64),
 * and reads any argon2 PHC string, so hashes move freely between the runtimes.
 */

export function hashArgon2id(password: string, parameters: Argon2idParameters): Promise<string> {
  return argon2id({
    password,
    salt: randomBytes(16),
    memorySize: parameters.memoryCost,
    iterations: parameters.timeCost,
    parallelism: parameters.parallelism,
    hashLength: 32,
    outputType: 'encoded',
  });
}

export function verifyArgon2id(storedHash: string, password: string): Promise<boolean> {
  return argon2Verify({ password, hash: storedHash });
}
