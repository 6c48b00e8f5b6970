import type { Lang } from '@site/paths';
import type { AdminMessage } from '../adminMessages';
import type { ContentPageId, contentPages } from '../../contentPages';
import type { ProductTemplateContent } from '../../productTemplate/content';
import labels from './fieldLabels.json';

/*
 * What the page editor calls each field of a page's copy, by its key (`title`, `paragraphs`, `cards`), in both
 * admin languages. The editor is generated from the copy (`contentFields`), so this dictionary is the one place a
 * field is named: a key used in a page's copy without a label here fails the type check (`everyKeyLabelled`).
 */

/**
 * A page's copy in one language, as its content module types it. The registry's `copy` reads as that type or
 * `Localized<unknown>` (the entry type it satisfies); `unknown` is no copy.
 */
type CopyOf<Id extends ContentPageId> = KnownCopy<Awaited<ReturnType<(typeof contentPages)[Id]['copy']>>>;
type KnownCopy<Loaded> =
  Loaded extends Record<Lang, infer Copy> ? (unknown extends Copy ? never : Copy) : never;

/** Every key of an object type, at any depth, through lists; a record's open `string` key is no field name. */
type KeysOf<T> = T extends readonly (infer Item)[]
  ? KeysOf<Item>
  : T extends object
    ? { [Key in keyof T & string]: (string extends Key ? never : Key) | KeysOf<T[Key]> }[keyof T & string]
    : never;

/** Every key the copy of a page in the studio's registry (`contentPages.ts`) or of a product's page may hold. */
export type CopyKey = KeysOf<CopyOf<ContentPageId>> | KeysOf<ProductTemplateContent>;

/**
 * The dictionary, held to every key of every registered page's copy: a page added to the registry with a key
 * that has no label here fails here, naming the key. Keys of pages not registered yet may be labelled already.
 */
const everyKeyLabelled: Record<CopyKey, AdminMessage> = labels;

/**
 * Every page's copy has a meta title: a registry whose copy types were lost (all `unknown`) would leave no key to
 * check, and the check above would pass for nothing.
 */
export const registryTyped: 'title' extends CopyKey ? true : never = true;

const byKey: Readonly<Record<string, AdminMessage | undefined>> = { ...labels, ...everyKeyLabelled };

/** A field's label in the admin's language; a key the type check did not see (a stale draft's) reads as itself. */
export function fieldLabel(key: string, lang: Lang): string {
  return byKey[key]?.[lang] ?? key;
}
