import type { ContentField, ContentValue, PageCopy } from '@site/schemas';
import { createContext, useContext } from 'react';
import type { CopyPath } from './copyTree';

type Lang = 'de' | 'en';

/** What the fields change the form with: stable for the form's life, so a field that did not change is not rendered again. */
export interface CopyActions {
  setValue: (name: string, value: unknown) => void;
  /** The field at `name` was left (touched, validated: `leaveField`). */
  leave: (name: string) => void;
  /** Changes a list in both languages at once (they stay as long as each other). */
  editList: (path: CopyPath, edit: (items: ContentValue[], lang: Lang) => ContentValue[]) => void;
}

/** What every field of the page editor may need of its page: the field tree, the built-in copy, its addresses. */
export interface CopyModel {
  root: ContentField;
  /** Where a new list item takes its numbers and design values from when its list is empty. */
  builtIn: PageCopy;
  paths: Record<Lang, string>;
  actions: CopyActions;
}

export const CopyModelContext = createContext<CopyModel | null>(null);

export function useCopyModel(): CopyModel {
  const model = useContext(CopyModelContext);
  if (!model) throw new Error('A copy field is rendered outside CopyFields');
  return model;
}

/** The same place of the form's values, errors and touched fields, in both languages. */
export type Pair = Record<Lang, unknown>;
export interface CopySlices {
  values: Pair;
  errors: Pair;
  touched: Pair;
}

const stepInto = (value: unknown, step: string | number): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<string | number, unknown>)[step] : undefined;

export const pairAt = (pair: Pair, step: string | number): Pair => ({
  de: stepInto(pair.de, step),
  en: stepInto(pair.en, step),
});

/** The slices one step further down (a group's field, a list's item). */
export const slicesAt = (slices: CopySlices, step: string | number): CopySlices => ({
  values: pairAt(slices.values, step),
  errors: pairAt(slices.errors, step),
  touched: pairAt(slices.touched, step),
});

const sameJson = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Whether a part of the form shows the same as before: its values are the same objects (Formik copies only the
 * path to a changed value), its errors and touched marks the same in content (they are rebuilt on each check).
 */
export function sameSlices(a: CopySlices, b: CopySlices): boolean {
  return (
    a.values.de === b.values.de &&
    a.values.en === b.values.en &&
    sameJson(a.errors, b.errors) &&
    sameJson(a.touched, b.touched)
  );
}
