import type { ContentField, ContentValue, PageCopy } from '@site/schemas';
import { type CopyPath, joinPath } from './copyTree';

type Lang = 'de' | 'en';

/** One text, link or number that differs between two copies, in one language; null where there was none. */
export interface CopyChange {
  path: CopyPath;
  lang: Lang;
  before: string | null;
  after: string | null;
}

const langs = ['de', 'en'] as const;

/** The same place in both languages of both copies. */
type Place = Record<'before' | 'after', Record<Lang, ContentValue | undefined>>;

const itemsOf = (value: ContentValue | undefined): ContentValue[] => (Array.isArray(value) ? value : []);

const childOf = (value: ContentValue | undefined, key: string): ContentValue | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? value[key] : undefined;

const shown = (value: ContentValue | undefined): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

const step = (place: Place, pick: (value: ContentValue | undefined) => ContentValue | undefined): Place => ({
  before: { de: pick(place.before.de), en: pick(place.before.en) },
  after: { de: pick(place.after.de), en: pick(place.after.en) },
});

function changesOf(field: ContentField, place: Place, path: CopyPath, into: CopyChange[]): void {
  switch (field.kind) {
    case 'group':
      for (const child of field.fields)
        changesOf(
          child,
          step(place, (value) => childOf(value, child.key)),
          joinPath(path, child.key),
          into,
        );
      return;
    case 'list': {
      // Item by item: an item added or removed shows each of its texts from or to nothing.
      const length = Math.max(
        ...[place.before, place.after].flatMap((copy) => langs.map((lang) => itemsOf(copy[lang]).length)),
      );
      for (let index = 0; index < length; index++)
        changesOf(
          field.item,
          step(place, (value) => itemsOf(value)[index]),
          joinPath(path, index),
          into,
        );
      return;
    }
    case 'fixed':
      return;
    default:
      for (const lang of langs) {
        const before = shown(place.before[lang]);
        const after = shown(place.after[lang]);
        if (before !== after) into.push({ path, lang, before, after });
      }
  }
}

/**
 * What changed from one copy to the next, field by field in the page's order, German before English within a
 * field: the history's readable diff of a publication against the one before it (or the built-in copy).
 */
export function copyChanges(root: ContentField, before: PageCopy, after: PageCopy): CopyChange[] {
  const changes: CopyChange[] = [];
  changesOf(root, { before: { ...before }, after: { ...after } }, '', changes);
  return changes;
}
