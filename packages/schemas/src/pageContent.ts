import type { ProductStatus } from './product.ts';
import { type AnySchema, array, mixed, number, object, ValidationError } from 'yup';
import { refuseCoercion } from './fieldError.ts';
import { requiredText } from './visitorText.ts';

/*
 * The content studio's model of a page's copy, shared by the editor and the API. Nothing here is written per
 * page: a page's fields are read off its built-in copy (the `Localized<…Content>` object in the page's
 * `content.ts`, which the type check already holds to the page's content type), so every text of the type is a
 * field, every list a list, every number a number, grouped as the type groups them. What the copy cannot say
 * (how long a list may get where the design fixes it) the page's entry in the app's registry of editable pages
 * adds (`listBounds`).
 */

/** A value of a page's copy: JSON, as the content modules write it and the store keeps it. */
export type ContentValue =
  | string
  | number
  | boolean
  | null
  | ContentValue[]
  | { [key: string]: ContentValue };

type ContentLang = 'de' | 'en';

/** A page's copy in both languages. */
export type PageCopy = Record<ContentLang, ContentValue>;

/** An editable page as the app's registry describes it (app/src/pages/contentPages.ts). */
export interface ContentPageModel {
  /** The page's id in the studio: `about`, `nova`. */
  id: string;
  /** The page's name in each admin language ("Über uns" / "About"). */
  name: Record<ContentLang, string>;
  /** The page's address in each language: `/about`, `/en/about`. */
  paths: Record<ContentLang, string>;
  /** Other addresses that show the same page, in both languages (`/home`, `/en/home`): published with it. */
  aliases?: string[];
  /** The copy the build ships, which a page without publications shows. */
  builtIn: PageCopy;
  /** A list's length where the page's design bounds it, by the list's field path (`tiers`, `faq.items`). */
  listBounds?: Record<string, { min: number; max: number }>;
  /**
   * A product's page (the product template at `/solutions/<slug>`): whose it is. Such a page has no built file of
   * its own; the server serves it from the template with its publication's parts, and only once it is published.
   */
  product?: ProductPageSubject;
}

/** The product a page of the product template is about, as the server renders it. */
export interface ProductPageSubject {
  id: string;
  slug: string;
}

/** A product's page as the solutions overview lists it, beside its own cards. */
export interface ListedProductPage {
  slug: string;
  card: Record<ContentLang, { title: string; description: string }>;
}

/** A product as its page's model is made from it: the built-in copy takes its name and description. */
export interface ProductPageSource extends ProductPageSubject {
  name: string;
  description: string;
}

/** What else a page is rendered with besides its copy: the product of a product's page, the product pages a list shows. */
export interface RenderContext {
  product?: ProductPageSubject;
  productPages?: ListedProductPage[];
}

/**
 * One field of a page's copy. `path` names it in the copy with `[]` for a list's items (`responsibility.cards[].title`):
 * the same for every item, which is what labels are looked up by; `key` is its last part (`title`).
 */
export type ContentField =
  | { kind: 'group'; key: string; path: string; fields: ContentField[] }
  | { kind: 'list'; key: string; path: string; item: ContentField; min: number; max: number }
  | {
      kind: 'text';
      key: string;
      path: string;
      maxLength: number;
      multiline: boolean;
      /** The length search engines show (a meta title ≈60, a description ≈160): a guide, not a limit. */
      guide?: number;
      /** Placeholders the page fills in (`{count}`), which every text of the field must keep. */
      placeholders?: string[];
    }
  | { kind: 'link'; key: string; path: string; maxLength: number }
  | { kind: 'number'; key: string; path: string; min: number; max: number; integer: boolean }
  /** Part of the design, not copy (an icon, a product id, a switch): shown nowhere, kept as the page has it. */
  | { kind: 'fixed'; key: string; path: string; choices: ContentValue[] };

/** Keys whose values are part of the page's design, never copy. */
const designKeys = new Set([
  'icon',
  'id',
  'colorScheme',
  'product',
  'featured',
  'fullWidth',
  'popular',
  'tone',
]);
/** Keys whose values are links. */
const linkKeys = new Set(['to', 'href', 'link', 'url']);
const linkLike = /^(\/|https:\/\/)\S*$/;

/** The limits search engines show of a meta title and description. */
export const metaGuides = { title: 60, description: 160 } as const;

const maxListLength = 24;

/** Where a field's items sit among its siblings: `a.b` for a key, `a[]` for a list's items. */
const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

function longestText(values: ContentValue[]): number {
  return Math.max(0, ...values.map((value) => (typeof value === 'string' ? [...value].length : 0)));
}

/** Every value at the same place of the copy (all items of a list, both languages). */
function itemsOf(values: ContentValue[]): ContentValue[] {
  return values.flatMap((value) => (Array.isArray(value) ? value : []));
}

function fieldOf(
  key: string,
  path: string,
  values: ContentValue[],
  listBounds: ContentPageModel['listBounds'],
): ContentField {
  const sample = values.find((value) => value !== null && value !== undefined);
  if (Array.isArray(sample)) {
    const items = itemsOf(values);
    const lengths = values.map((value) => (Array.isArray(value) ? value.length : 0));
    const longest = Math.max(...lengths);
    const bounds = listBounds?.[path] ?? {
      min: 1,
      max: Math.min(maxListLength, Math.max(longest * 2, longest + 3)),
    };
    return { kind: 'list', key, path, item: fieldOf(key, `${path}[]`, items, listBounds), ...bounds };
  }
  if (sample !== null && typeof sample === 'object') {
    const keys = [...new Set(values.flatMap((value) => (isRecord(value) ? Object.keys(value) : [])))];
    return {
      kind: 'group',
      key,
      path,
      fields: keys.map((child) =>
        fieldOf(
          child,
          join(path, child),
          values.map((value) => (isRecord(value) ? (value[child] ?? null) : null)),
          listBounds,
        ),
      ),
    };
  }
  if (typeof sample === 'boolean' || sample === undefined || sample === null || designKeys.has(key)) {
    return {
      kind: 'fixed',
      key,
      path,
      choices: [...new Map(values.map((v) => [JSON.stringify(v), v])).values()],
    };
  }
  if (typeof sample === 'number') {
    const integer = values.every((value) => typeof value !== 'number' || Number.isInteger(value));
    return { kind: 'number', key, path, min: 0, max: 1_000_000, integer };
  }
  const longest = longestText(values);
  // A route pattern (`/{-$locale}/sophie`) is which page a link leads to in either language: the design's, since
  // a path typed in would lead the other language's visitors to this one's page.
  if (values.every((value) => typeof value === 'string' && /^\/\S*\$/.test(value)))
    return { kind: 'fixed', key, path, choices: [...new Set(values)] };
  if (linkKeys.has(key) || values.every((value) => typeof value === 'string' && linkLike.test(value))) {
    return { kind: 'link', key, path, maxLength: 300 };
  }
  const guide =
    path === 'meta.title'
      ? metaGuides.title
      : path === 'meta.description'
        ? metaGuides.description
        : undefined;
  const maxLength = guide
    ? Math.max(guide + 40, longest + 20)
    : Math.min(5000, Math.max(80, Math.ceil((longest * 2) / 10) * 10));
  const placeholders = [
    ...new Set(values.flatMap((value) => (typeof value === 'string' ? (value.match(/\{\w+\}/g) ?? []) : []))),
  ].filter((placeholder) =>
    values.every((value) => typeof value !== 'string' || value.includes(placeholder)),
  );
  return {
    kind: 'text',
    key,
    path,
    maxLength,
    multiline: longest > 80,
    ...(guide ? { guide } : {}),
    ...(placeholders.length ? { placeholders: placeholders.sort() } : {}),
  };
}

const isRecord = (value: ContentValue | undefined): value is { [key: string]: ContentValue } =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The fields of a page's copy, read off its built-in copy in both languages. */
export function contentFields(model: Pick<ContentPageModel, 'builtIn' | 'listBounds'>): ContentField {
  return fieldOf('', '', [model.builtIn.de, model.builtIn.en], model.listBounds);
}

/** A new item for a list: the list's first item with its texts emptied, its numbers and design values kept. */
export function emptyItem(field: ContentField, template: ContentValue): ContentValue {
  switch (field.kind) {
    case 'group':
      return Object.fromEntries(
        field.fields.map((child) => [
          child.key,
          emptyItem(child, isRecord(template) ? (template[child.key] ?? null) : null),
        ]),
      );
    case 'list':
      return Array.isArray(template)
        ? template.slice(0, field.min).map((item) => emptyItem(field.item, item))
        : [];
    case 'text':
    case 'link':
      return '';
    case 'number':
    case 'fixed':
      return template;
  }
}

/**
 * `value` (a copy of `field`'s shape) with `change` applied to each of its body texts: every text field but the
 * page's `meta` (its title and description, which search engines show), never a link, number or design value.
 */
export function mapBodyTexts(
  field: ContentField,
  value: ContentValue,
  change: (text: string) => string,
): ContentValue {
  switch (field.kind) {
    case 'group':
      if (!isRecord(value)) return value;
      return Object.fromEntries(
        Object.entries(value).map(([key, child]) => {
          const childField = field.fields.find((each) => each.key === key);
          return [key, childField ? mapBodyTexts(childField, child, change) : child];
        }),
      );
    case 'list':
      return Array.isArray(value) ? value.map((item) => mapBodyTexts(field.item, item, change)) : value;
    case 'text':
      return typeof value === 'string' && !/^meta(\.|$)/.test(field.path) ? change(value) : value;
    default:
      return value;
  }
}

/** A site path (`/about`, `/en/nova#pricing`) or an `https:` address: the only links copy may hold. */
export function isAllowedLink(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  if (!value.startsWith('https://')) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

function schemaOf(field: ContentField): AnySchema {
  switch (field.kind) {
    case 'group':
      return object(Object.fromEntries(field.fields.map((child) => [child.key, schemaOf(child)])))
        .noUnknown('unknown_field')
        .typeError('invalid_type')
        .required('required') as unknown as AnySchema;
    case 'list':
      return array()
        .of(schemaOf(field.item))
        .typeError('invalid_type')
        .required('required')
        .min(field.min, 'too_few')
        .max(field.max, 'too_many') as unknown as AnySchema;
    case 'text': {
      const { placeholders } = field;
      const text = requiredText(field.maxLength);
      return (placeholders
        ? text.test('placeholders', 'missing_placeholder', (value) =>
            value === undefined ? true : placeholders.every((placeholder) => value.includes(placeholder)),
          )
        : text) as unknown as AnySchema;
    }
    case 'link':
      return requiredText(field.maxLength).test('link', 'invalid_link', (value) =>
        value === undefined ? true : isAllowedLink(value),
      ) as unknown as AnySchema;
    case 'number': {
      const base = number()
        .transform(refuseCoercion('number'))
        .typeError('invalid_type')
        .required('required')
        .min(field.min, 'out_of_range')
        .max(field.max, 'out_of_range');
      return (field.integer ? base.integer('invalid_type') : base) as unknown as AnySchema;
    }
    case 'fixed': {
      const choices = field.choices.map((choice) => JSON.stringify(choice));
      return mixed().test('fixed', 'invalid_choice', (value) =>
        choices.includes(JSON.stringify(value ?? null)),
      ) as unknown as AnySchema;
    }
  }
}

/** The lengths of every list in a copy, by the list's path with its item numbers (`cards`, `faq.0.points`). */
function listLengths(value: ContentValue, path = '', into = new Map<string, number>()): Map<string, number> {
  if (Array.isArray(value)) {
    into.set(path, value.length);
    for (const [index, item] of value.entries()) listLengths(item, join(path, String(index)), into);
  } else if (isRecord(value)) {
    for (const [key, child] of Object.entries(value)) listLengths(child, join(path, key), into);
  }
  return into;
}

/**
 * The schema of a page's copy, for the editor (Formik) and the API alike: both languages required, every text
 * filled in, well-formed and within its length, links only to site paths or `https:`, numbers in range, lists
 * within their bounds and as long in German as in English (the editor shows them side by side), design values
 * as the page has them. Text is text: markup in it is shown as written, never interpreted.
 */
export function pageCopySchema(model: Pick<ContentPageModel, 'builtIn' | 'listBounds'>) {
  const fields = contentFields(model);
  const copy = schemaOf(fields);
  return object({ de: copy, en: copy })
    .noUnknown('unknown_field')
    .typeError('invalid_type')
    .required('required')
    .test('same-lists', 'languages_differ', function sameLists(value) {
      if (!value) return true;
      const copy = value as unknown as PageCopy;
      const german = listLengths(copy.de);
      const english = listLengths(copy.en);
      for (const [path, length] of german) {
        if (english.get(path) !== length) {
          return new ValidationError('languages_differ', value, path ? `en.${path}` : 'en');
        }
      }
      return true;
    });
}

/** The codes a copy's fields are refused with, beside the forms' (`required`, `too_long`, …). */
export const contentErrorCodes = [
  'invalid_link',
  'too_few',
  'too_many',
  'languages_differ',
  'unknown_field',
  'missing_placeholder',
] as const;
export type ContentErrorCode = (typeof contentErrorCodes)[number];

/**
 * A fresh copy of `value` holding only what `field` describes, read as own properties: yup throws (instead of
 * reporting) on keys like `__proto__` and on objects where it expects text, so a client's JSON never reaches it
 * as sent. Keys the field does not know are reported; a structure where a plain value belongs becomes `[]`,
 * which every plain field refuses as `invalid_type`.
 */
function pickCopy(field: ContentField, value: unknown, path: string, unknown: string[]): unknown {
  switch (field.kind) {
    case 'group': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
      for (const key of Object.keys(value)) {
        if (!field.fields.some((child) => child.key === key)) unknown.push(join(path, key));
      }
      const picked: Record<string, unknown> = {};
      for (const child of field.fields) {
        if (Object.hasOwn(value, child.key))
          picked[child.key] = pickCopy(
            child,
            (value as Record<string, unknown>)[child.key],
            join(path, child.key),
            unknown,
          );
      }
      return picked;
    }
    case 'list':
      return Array.isArray(value)
        ? value.map((item, index) => pickCopy(field.item, item, join(path, String(index)), unknown))
        : value;
    case 'fixed':
      return value;
    default:
      return typeof value === 'object' && value !== null ? [] : value;
  }
}

type CheckedCopy = { ok: true; value: PageCopy } | { ok: false; fields: Record<string, string> };

/**
 * A copy checked against its page's schema: the copy as stored (texts trimmed), or its field errors by path
 * (`de.story.paragraphs.1`), the first per field, as the API answers 400 with them.
 */
export function checkPageCopy(
  model: Pick<ContentPageModel, 'builtIn' | 'listBounds'>,
  value: unknown,
): CheckedCopy {
  const fields = contentFields(model);
  const unknown: string[] = [];
  const picked =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.fromEntries(
          (['de', 'en'] as const)
            .filter((lang) => Object.hasOwn(value, lang))
            .map((lang) => [lang, pickCopy(fields, (value as Record<string, unknown>)[lang], lang, unknown)]),
        )
      : value;
  if (unknown.length > 0)
    return { ok: false, fields: Object.fromEntries(unknown.map((path) => [path, 'unknown_field'])) };
  try {
    return { ok: true, value: pageCopySchema(model).validateSync(picked, { abortEarly: false }) as PageCopy };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      const path = (inner.path ?? '').replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');
      errors[path || 'content'] ??= inner.message;
    }
    return { ok: false, fields: errors };
  }
}

/** What the studio keeps of a page. */
export type ContentState = 'built_in' | 'draft' | 'published';

/** A draft of a page's copy, saved on the server; `version` is what the next save must name. */
export interface ContentDraft {
  pageId: string;
  content: PageCopy;
  version: number;
  updatedAt: string;
  updatedBy: string;
}

/**
 * A publication of a page's copy: what the live page shows from `publishedAt` until the next one. `content` is
 * null when it went back to the built-in copy; `revertedFrom` names what a revert brought back (a publication's id,
 * or `built_in`).
 */
export interface ContentPublication {
  id: string;
  pageId: string;
  content: PageCopy | null;
  publishedAt: string;
  publishedBy: string;
  revertedFrom: string | null;
}

/** A page in the studio's list. */
export interface ContentPageSummary {
  id: string;
  name: Record<ContentLang, string>;
  paths: Record<ContentLang, string>;
  state: ContentState;
  draft?: { version: number; updatedAt: string; updatedBy: string };
  lastPublication?: { id: string; publishedAt: string; publishedBy: string };
  /** A product's page: the product, whose status decides whether the page is public. */
  product?: { id: string; status: ProductStatus };
}
