import { listSecretsQuery, replaceSecretStatement, secretKinds } from '../rows/secretRows.ts';
import type { StoredSecrets } from '../store.ts';
import { changes, type SqliteDatabase, sql } from './database.ts';

export function storedSecrets(db: SqliteDatabase): StoredSecrets {
  return {
    async list() {
      const found = await db.batch<{ id: string; value: string }>(
        secretKinds.map((kind) => sql(db, listSecretsQuery(kind))),
      );
      return secretKinds.flatMap((kind, i) => found[i]!.results.map((row) => ({ kind, ...row })));
    },
    async replace(secret, value) {
      return (
        (await changes(
          sql(
            db,
            replaceSecretStatement(secret.kind, () => '?'),
            value,
            secret.id,
            secret.value,
          ),
        )) === 1
      );
    },
  };
}
