import { postgresParam } from '../rows/columns.ts';
import { listSecretsQuery, replaceSecretStatement, secretKinds } from '../rows/secretRows.ts';
import type { StoredSecrets } from '../store.ts';
import type { Queryable } from './connection.ts';

export function storedSecrets(db: Queryable): StoredSecrets {
  return {
    async list() {
      const found = await Promise.all(
        secretKinds.map((kind) => db.query<{ id: string; value: string }>(listSecretsQuery(kind))),
      );
      return secretKinds.flatMap((kind, i) => found[i]!.map((row) => ({ kind, ...row })));
    },
    async replace(secret, value) {
      const changed = await db.query(`${replaceSecretStatement(secret.kind, postgresParam)} RETURNING 1`, [
        value,
        secret.id,
        secret.value,
      ]);
      return changed.length === 1;
    },
  };
}
