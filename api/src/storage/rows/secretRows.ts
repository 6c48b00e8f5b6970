import type { SecretKind } from '../../secretsAtRest/secretBox.ts';

/** Where each kind of stored secret lies: its table, the row's id column and the secret's column. */
const places: Record<SecretKind, { table: string; id: string; column: string }> = {
  account_totp: { table: 'admin_accounts', id: 'id', column: 'totp_secret' },
  session_totp: { table: 'admin_sessions', id: 'id_digest', column: 'pending_totp_secret' },
  webhook: { table: 'webhooks', id: 'id', column: 'secret' },
};

export const secretKinds = Object.keys(places) as SecretKind[];

/** Every stored secret of a kind, as `id` and `value`. */
export const listSecretsQuery = (kind: SecretKind) => {
  const { table, id, column } = places[kind];
  return `SELECT ${id} AS id, ${column} AS value FROM ${table} WHERE ${column} IS NOT NULL`;
};

/** Replaces one secret (the new value, the row's id and the value it must still hold as the 1st to 3rd values). */
export const replaceSecretStatement = (kind: SecretKind, placeholder: (n: number) => string) => {
  const { table, id, column } = places[kind];
  return `UPDATE ${table} SET ${column} = ${placeholder(1)} WHERE ${id} = ${placeholder(2)} AND ${column} = ${placeholder(3)}`;
};
