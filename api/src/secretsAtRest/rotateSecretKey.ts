import type { Store } from '../storage/store.ts';
import { sealStoredSecrets } from './sealStoredSecrets.ts';
import { type SecretKey, secretBox } from './secretBox.ts';

/**
 * `npm run admin -- rotate-key`: every stored secret re-encrypted under `next`, each replaced only over the value
 * it read. What is still plain is sealed too. Returns how many secrets now carry the new key.
 */
export async function rotateSecretKey(store: Store, current: SecretKey, next: SecretKey): Promise<number> {
  const { sealed, resealed } = await sealStoredSecrets(store, secretBox(next, [current]));
  return sealed + resealed;
}
