import { describe, expect, it } from 'vitest';
import { SettingError } from '../config.ts';
import { isSealed, newSecretKeyText, parseSecretKey, secretBox } from './secretBox.ts';

const key = (text = newSecretKeyText()) => parseSecretKey(text, 'SECRET_KEY');

describe('secrets at rest', () => {
  it('seals a secret so that it opens only in its own place and only with its key', async () => {
    const current = key();
    const box = secretBox(current);
    const sealed = await box.seal('JBSWY3DPEHPK3PXP', 'account_totp', 'account-1');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealed.split(':')[2]).toBe(current.id);
    expect(await box.open(sealed, 'account_totp', 'account-1')).toBe('JBSWY3DPEHPK3PXP');
    // The same seed twice seals differently (a fresh IV each time).
    expect(await box.seal('JBSWY3DPEHPK3PXP', 'account_totp', 'account-1')).not.toBe(sealed);
    // Copied into another row, or read as another kind of secret, it does not open.
    await expect(box.open(sealed, 'account_totp', 'account-2')).rejects.toThrow();
    await expect(box.open(sealed, 'webhook', 'account-1')).rejects.toThrow();
    // Changed by one character, it does not open either.
    // (The character changed is the second-to-last, so it is swapped for one it is not: picked by the last one,
    // it stayed the same whenever it was already 'A', one run in 64.)
    const tampered = `${sealed.slice(0, -2)}${sealed.at(-2) === 'A' ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(tampered).not.toBe(sealed);
    await expect(box.open(tampered, 'account_totp', 'account-1')).rejects.toThrow();
    await expect(secretBox(key()).open(sealed, 'account_totp', 'account-1')).rejects.toThrow(/another key/);
    await expect(box.open('JBSWY3DPEHPK3PXP', 'account_totp', 'account-1')).rejects.toThrow(/unencrypted/);
  });

  it('opens with a previous key during a rotation and says which key sealed a value', async () => {
    const old = key();
    const next = key();
    const sealedBefore = await secretBox(old).seal('whsec_abc', 'webhook', 'w1');
    const rotating = secretBox(next, [old]);
    expect(await rotating.open(sealedBefore, 'webhook', 'w1')).toBe('whsec_abc');
    expect(rotating.sealedWith(sealedBefore)).toBe('previous');
    expect(rotating.sealedWith(await rotating.seal('x', 'webhook', 'w1'))).toBe('current');
    expect(secretBox(key()).sealedWith(sealedBefore)).toBe('unknown');
    expect(rotating.sealedWith('whsec_abc')).toBe('plain');
  });

  it('takes a key as base64, base64url or hex of 32 bytes, and refuses anything else naming the setting', () => {
    const bytes = Buffer.alloc(32, 0xab);
    const ids = [bytes.toString('base64'), bytes.toString('base64url'), bytes.toString('hex')].map(
      (text) => parseSecretKey(text, 'SECRET_KEY').id,
    );
    expect(new Set(ids).size).toBe(1);
    for (const bad of ['', 'short', Buffer.alloc(16).toString('base64'), 'z'.repeat(64)])
      expect(() => parseSecretKey(bad, 'SECRET_KEY')).toThrow(SettingError);
    expect(() => parseSecretKey('short', 'SECRET_KEY')).toThrow(/SECRET_KEY must be 32 random bytes/);
  });
});
