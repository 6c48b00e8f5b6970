import type { ContentField, ContentValue } from '@site/schemas';

/*
 * Finding one's way in a page's copy: a field's place is written as the form and the API write it (`story.
 * paragraphs.1`, with the language in front: `en.story.paragraphs.1`), and the field tree (`contentFields`) says
 * what each step is. Pure, so the editor, its error summary and the history's diff name a field the same way.
 */

/** A place in the copy: `cards.1.title`. */
export type CopyPath = string;

export const joinPath = (path: CopyPath, step: string | number): CopyPath =>
  path === '' ? String(step) : `${path}.${step}`;

/** The id of the input of a field in one language (for the error summary's jumps and the focus after a move). */
export const inputId = (lang: string, path: CopyPath) => `copy-${lang}-${path.replaceAll('.', '-')}`;

/** The value at `path`, or undefined where the copy has none. */
export function valueAt(copy: ContentValue | undefined, path: CopyPath): ContentValue | undefined {
  if (path === '') return copy;
  let value: ContentValue | undefined = copy;
  for (const step of path.split('.')) {
    if (Array.isArray(value)) value = value[Number(step)];
    else if (value !== null && typeof value === 'object') value = value[step];
    else return undefined;
  }
  return value;
}

/** One step of a field's name: a field (`title`), or an item of a list (`cards`, number 2). */
export type LabelStep = { key: string } | { key: string; item: number };

/**
 * The steps that name the field at `path`: its groups, lists and items, down to it. A list's item replaces the
 * list (`cards` → card 2 of `cards`), and the field of a list of texts is that item itself.
 */
export function labelSteps(root: ContentField, path: CopyPath): LabelStep[] {
  const steps: LabelStep[] = [];
  let field: ContentField | undefined = root;
  for (const step of path === '' ? [] : path.split('.')) {
    if (field?.kind === 'group') {
      field = field.fields.find((child) => child.key === step);
      if (!field) return [...steps, { key: step }];
      steps.push({ key: field.key });
    } else if (field?.kind === 'list') {
      const list = steps.pop();
      steps.push({ key: list?.key ?? field.key, item: Number(step) + 1 });
      field = field.item;
    } else return [...steps, { key: step }];
  }
  return steps;
}

/** The field at a path of the copy (`cards.1.title` → the `title` of `cards[]`). */
export function fieldAt(root: ContentField, path: CopyPath): ContentField | undefined {
  let field: ContentField | undefined = root;
  for (const step of path === '' ? [] : path.split('.')) {
    if (field?.kind === 'group') field = field.fields.find((child) => child.key === step);
    else if (field?.kind === 'list') field = field.item;
    else return undefined;
  }
  return field;
}

/** Whether a field, or any field under it, is one an admin edits (fixed values are shown nowhere). */
export function isEditable(field: ContentField): boolean {
  if (field.kind === 'fixed') return false;
  if (field.kind === 'group') return field.fields.some(isEditable);
  if (field.kind === 'list') return isEditable(field.item);
  return true;
}
