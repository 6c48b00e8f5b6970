import type { SecretKind } from '../../secretsAtRest/secretBox.ts';

/** One secret as stored: where it is (its kind and the id of its row) and the stored text. */
export interface StoredSecret {
  kind: SecretKind;
  id: string;
  value: string;
}

/**
 * Every secret the server must read back, where it lies (TOTP seeds of accounts and of sessions setting one up,
 * webhook signing secrets), for encrypting those stored before encryption and re-encrypting under a new key.
 */
export interface StoredSecrets {
  list(): Promise<StoredSecret[]>;
  /** Stores `value` in the secret's place if it still holds what was listed; false if something changed it since. */
  replace(secret: StoredSecret, value: string): Promise<boolean>;
}
