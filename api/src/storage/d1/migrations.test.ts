import { describe, expect, it } from 'vitest';
import { readMigrations } from '../migrations.ts';
import { d1MigrationNames, statementsOf } from './migrations.ts';

describe('D1 migrations', () => {
  it('the worker knows every SQLite migration by the name wrangler records, in order', () => {
    expect([...d1MigrationNames]).toEqual(readMigrations().map((migration) => migration.name));
  });

  it('splits a migration into statements at line-ending semicolons, ignoring those in comments', () => {
    const text = "-- one; two\nCREATE TABLE a (x TEXT); -- done;\nINSERT INTO a VALUES ('p;q');\n";
    expect(statementsOf(text)).toEqual(['CREATE TABLE a (x TEXT)', "INSERT INTO a VALUES ('p;q')"]);
  });
});
