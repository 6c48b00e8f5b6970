import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { workerCrons } from './crons.ts';

describe('workerCrons', () => {
  it('are the Cron Triggers wrangler.jsonc deploys', () => {
    const text = readFileSync(new URL('../../../wrangler.jsonc', import.meta.url), 'utf8');
    // wrangler.jsonc has whole-line comments only.
    const config = JSON.parse(text.replace(/^\s*\/\/.*$/gm, '')) as { triggers: { crons: string[] } };
    expect(config.triggers.crons).toEqual(Object.values(workerCrons));
  });
});
