import { hash, verify } from '@node-rs/argon2';
import type { Argon2idParameters } from './argon2Parameters.ts';

/*
 * argon2id through the native addon, where it loads (Node). `#argon2` resolves here by default; the worker bundle
 * resolves it to argon2Wasm.ts (package.json `imports`, condition `workerd`). Both write and read the same PHC
 * strings, so an account made on one runtime signs in on the other.
 */

const argon2id = 2;

export function hashArgon2id(password: string, parameters: Argon2idParameters): Promise<string> {
  return hash(password, { algorithm: argon2id, ...parameters });
}

export function verifyArgon2id(storedHash: string, password: string): Promise<boolean> {
  return verify(storedHash, password);
}
