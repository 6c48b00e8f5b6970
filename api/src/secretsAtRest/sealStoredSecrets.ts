import { SettingError } from '../config.ts';
import type { Store } from '../storage/store.ts';
import type { SecretBox } from './secretBox.ts';

/**
 * Before the first request: encrypts every secret still stored in plain text (from before encryption), and
 * re-encrypts under the current key what `SECRET_KEY_PREVIOUS` sealed. A secret sealed by a key this server does
 * not have stops it: it would answer every sign-in of that admin with an error, and a second instance with its own
 * key file would do just that. Another instance doing the same at the same moment is no harm: each replacement
 * applies only over the value it read.
 */
export async function sealStoredSecrets(
  store: Store,
  box: SecretBox,
): Promise<{ sealed: number; resealed: number }> {
  let sealed = 0;
  let resealed = 0;
  const stored = await store.secrets.list();
  const foreign = stored.filter((secret) => box.sealedWith(secret.value) === 'unknown');
  if (foreign.length > 0) {
    const keyId = foreign[0]!.value.split(':')[2];
    throw new SettingError(
      `the database holds ${foreign.length} secret(s) encrypted with another key (key id ${keyId}), and this server's key is ${box.keyId}: set SECRET_KEY to the key the database was used with (every instance the same), or SECRET_KEY_PREVIOUS to it while moving to a new one.`,
    );
  }
  for (const secret of stored) {
    const state = box.sealedWith(secret.value);
    if (state === 'current') continue;
    const plain = state === 'plain' ? secret.value : await box.open(secret.value, secret.kind, secret.id);
    if (await store.secrets.replace(secret, await box.seal(plain, secret.kind, secret.id))) {
      if (state === 'plain') sealed += 1;
      else resealed += 1;
    }
  }
  return { sealed, resealed };
}
