import { type ContentField, contentFields, type PageCopy } from '@site/schemas';
import { describe, expect, it } from 'vitest';
import { contentPageIds, contentPages } from '../../contentPages';
import labels from './fieldLabels.json';

function keysOf(field: ContentField, into = new Set<string>()): Set<string> {
  if (field.key) into.add(field.key);
  if (field.kind === 'group') for (const child of field.fields) keysOf(child, into);
  if (field.kind === 'list') keysOf(field.item, into);
  return into;
}

describe('the field labels', () => {
  it('name every field of every page the studio edits, in German and English', async () => {
    const missing: string[] = [];
    for (const id of contentPageIds) {
      const builtIn = (await contentPages[id].copy()) as PageCopy;
      for (const key of keysOf(contentFields({ builtIn })))
        if (!(key in labels)) missing.push(`${id}: ${key}`);
    }
    expect(missing).toEqual([]);
    for (const label of Object.values(labels)) {
      expect(label.de.trim()).not.toBe('');
      expect(label.en.trim()).not.toBe('');
    }
  });
});
