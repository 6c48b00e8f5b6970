import { describe, expect, it } from 'vitest';
import { testStore } from '../test-support/testStore.ts';
describe('smoke', () => {
  it('opens', async () => {
    const t = testStore();
    expect(await t.store.ready()).toMatchObject({ ok: true });
    await t.cleanup();
  });
});
