import { describe, expect, it } from 'vitest';
import * as native from './argon2Native.ts';
import * as wasm from './argon2Wasm.ts';
import { needsRehash, passwordHashParameters } from './passwords.ts';

// The Node server hashes with the native addon, the worker with WebAssembly; an admin account made on one must
// sign in on the other, and neither may count the other's hashes as outdated.
describe('argon2id on both runtimes', () => {
  const password = 'correct horse battery staple';

  it('a hash made by the native addon verifies with the WebAssembly build, and a wrong password does not', async () => {
    const stored = await native.hashArgon2id(password, passwordHashParameters);
    expect(await wasm.verifyArgon2id(stored, password)).toBe(true);
    expect(await wasm.verifyArgon2id(stored, `${password}!`)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('a hash made by the WebAssembly build verifies with the native addon, and a wrong password does not', async () => {
    const stored = await wasm.hashArgon2id(password, passwordHashParameters);
    expect(await native.verifyArgon2id(stored, password)).toBe(true);
    expect(await native.verifyArgon2id(stored, `${password}!`)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('both write the same PHC string shape: argon2id, version 19, the same cost, salt and hash lengths', async () => {
    const shape = (phc: string) =>
      phc.replace(
        /\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/,
        (_, salt: string, hash: string) => `$<${salt.length}>$<${hash.length}>`,
      );
    const fromNative = await native.hashArgon2id(password, passwordHashParameters);
    const fromWasm = await wasm.hashArgon2id(password, passwordHashParameters);
    expect(shape(fromWasm)).toBe(shape(fromNative));
    expect(shape(fromNative)).toBe('$argon2id$v=19$m=19456,t=2,p=1$<22>$<43>');
  });
});
