import { describe, expect, it } from 'vitest';
import { readMigrations } from '../migrations.ts';
import { d1MigrationNames } from './migrations.ts';

describe('D1 migrations', () => {
  it('the worker knows every SQLite migration by the name wrangler records, in order', () => {
    expect([...d1MigrationNames]).toEqual(readMigrations().map((migration) => migration.name));
  });
});
