import { describe, expect, it } from 'vitest';
import { statementsOf } from './d1Migrations.ts';

describe('D1 migrations as the tests apply them', () => {
  it('splits a migration into statements at line-ending semicolons, ignoring those in comments', () => {
    const text = "-- one; two\nCREATE TABLE a (x TEXT); -- done;\nINSERT INTO a VALUES ('p;q');\n";
    expect(statementsOf(text)).toEqual(['CREATE TABLE a (x TEXT)', "INSERT INTO a VALUES ('p;q')"]);
  });
});
