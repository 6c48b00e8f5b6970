import { type InferType, mixed, object, string } from 'yup';
import {
  atLeastCharacters,
  atMostCharacters,
  isWellFormedText,
  nullAsAbsent,
  refuseCoercion,
  trimText,
} from './fieldError.ts';

export const productStatuses = ['active', 'draft', 'archived'] as const;
export type ProductStatus = (typeof productStatuses)[number];

export const productLimits = {
  nameMin: 2,
  nameMax: 50,
  typeMin: 2,
  typeMax: 50,
  description: 500,
  pageSlugMin: 2,
  pageSlugMax: 60,
} as const;

/**
 * The addresses under `/solutions/` the site's own pages hold: a product page cannot take one of them (the built
 * page would win). The app's test holds this to its route tree (app/src/pages/productPage/productPage.test.ts).
 */
export const builtSolutionSlugs = [
  'nova',
  'smo-excellence',
  'ic-water-principle',
  'business-wonder',
  'quantum-evolution',
  'master-wu',
  'integrated-solutions',
] as const;

/** A product page's address under `/solutions/`: lower-case letters and digits, words joined by single hyphens. */
export const pageSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A product page's paths in both languages. */
export const productPagePaths = (slug: string) => ({ de: `/solutions/${slug}`, en: `/en/solutions/${slug}` });

/**
 * The file the build writes product pages are served from, per language: the product template rendered for a
 * placeholder product at `/solutions/<productTemplateSlug>`, whose address the server replaces. Never served itself.
 */
export const productTemplateSlug = 'product-page-template';
export const productTemplateFile = (lang: 'de' | 'en') =>
  `${lang === 'en' ? '/en' : ''}/solutions/product-page.server.html`;

/** The content studio's id for a product's page. */
export const productPageId = (productId: string) => `product-${productId}`;

/** Spec §5 default: the SOPHIE teal. */
export const defaultProductColor = '#03B5AA';

/**
 * Field codes the product schema reports; the admin form shows the spec's message for each (§5) and the API
 * answers with the code.
 */
export const productErrorCodes = [
  'required',
  'too_short',
  'too_long',
  'invalid_choice',
  'invalid_color',
  'invalid_type',
  'invalid_slug',
  'slug_reserved',
  'slug_taken',
] as const;
export type ProductErrorCode = (typeof productErrorCodes)[number];

export function isProductErrorCode(value: unknown): value is ProductErrorCode {
  return typeof value === 'string' && (productErrorCodes as readonly string[]).includes(value);
}

export const productFields = ['name', 'type', 'description', 'status', 'baseColor', 'pageSlug'] as const;
export type ProductField = (typeof productFields)[number];

/** The spec's messages (§5), in English as written there and in German for admins who use the admin in German. */
export const productErrorMessages: Record<
  'de' | 'en',
  Record<ProductField, Partial<Record<ProductErrorCode, string>>>
> = {
  en: {
    name: {
      required: 'Name is required',
      too_short: 'Name must be at least 2 characters',
      too_long: 'Name cannot exceed 50 characters',
    },
    type: {
      required: 'Type is required',
      too_short: 'Type must be at least 2 characters',
      too_long: 'Type cannot exceed 50 characters',
    },
    description: { too_long: 'Description cannot exceed 500 characters' },
    status: { required: 'Status is required', invalid_choice: 'Status must be Active, Draft or Archived' },
    baseColor: {
      required: 'Color must be a valid hex color code (e.g., #03B5AA)',
      invalid_color: 'Color must be a valid hex color code (e.g., #03B5AA)',
    },
    pageSlug: {
      too_short: 'The page address must be at least 2 characters',
      too_long: 'The page address cannot exceed 60 characters',
      invalid_slug: 'Use lower-case letters, digits and single hyphens (e.g., new-product)',
      slug_reserved: 'A page of the site already has this address',
      slug_taken: 'Another product’s page already has this address',
    },
  },
  de: {
    name: {
      required: 'Name ist erforderlich',
      too_short: 'Der Name muss mindestens 2 Zeichen lang sein',
      too_long: 'Der Name darf höchstens 50 Zeichen lang sein',
    },
    type: {
      required: 'Typ ist erforderlich',
      too_short: 'Der Typ muss mindestens 2 Zeichen lang sein',
      too_long: 'Der Typ darf höchstens 50 Zeichen lang sein',
    },
    description: { too_long: 'Die Beschreibung darf höchstens 500 Zeichen lang sein' },
    status: {
      required: 'Status ist erforderlich',
      invalid_choice: 'Der Status muss Aktiv, Entwurf oder Archiviert sein',
    },
    baseColor: {
      required: 'Die Farbe muss ein gültiger Hex-Farbcode sein (z. B. #03B5AA)',
      invalid_color: 'Die Farbe muss ein gültiger Hex-Farbcode sein (z. B. #03B5AA)',
    },
    pageSlug: {
      too_short: 'Die Seitenadresse muss mindestens 2 Zeichen lang sein',
      too_long: 'Die Seitenadresse darf höchstens 60 Zeichen lang sein',
      invalid_slug: 'Nur Kleinbuchstaben, Ziffern und einzelne Bindestriche (z. B. neues-produkt)',
      slug_reserved: 'Eine Seite der Website hat bereits diese Adresse',
      slug_taken: 'Die Seite eines anderen Produkts hat bereits diese Adresse',
    },
  },
};

/** The text for a field's code; a code the table lacks (a client's type error) falls back to a generic one. */
export function productErrorMessage(lang: 'de' | 'en', field: ProductField, code: ProductErrorCode): string {
  return productErrorMessages[lang][field][code] ?? (lang === 'de' ? 'Ungültiger Wert' : 'Invalid value');
}

/** A minimum that leaves empty text to `required`, so an empty field shows one message, not two. */
const hexColorPattern = /^#[0-9A-Fa-f]{6}$/;

const text = () =>
  string()
    .transform(refuseCoercion('string'))
    .typeError('invalid_type')
    .test('well-formed', 'invalid_type', isWellFormedText);

/** The admin product form (spec §3, §5). Palettes are not part of the form: they are derived on save. */
export const productSchema = object({
  name: text()
    .transform(trimText)
    .required('required')
    .test('min', 'too_short', atLeastCharacters(productLimits.nameMin))
    .test('max', 'too_long', atMostCharacters(productLimits.nameMax)),
  type: text()
    .transform(trimText)
    .required('required')
    .test('min', 'too_short', atLeastCharacters(productLimits.typeMin))
    .test('max', 'too_long', atMostCharacters(productLimits.typeMax)),
  description: text()
    .transform(nullAsAbsent)
    .test('max', 'too_long', atMostCharacters(productLimits.description))
    .default(''),
  status: mixed<ProductStatus>().oneOf(productStatuses, 'invalid_choice').required('required'),
  baseColor: text()
    .required('required')
    .matches(hexColorPattern, { message: 'invalid_color', excludeEmptyString: true }),
  /** Where the product's page is (`/solutions/<pageSlug>`); empty: the product has no page. */
  pageSlug: text()
    .transform(nullAsAbsent)
    .transform(trimText)
    .test('min', 'too_short', atLeastCharacters(productLimits.pageSlugMin))
    .test('max', 'too_long', atMostCharacters(productLimits.pageSlugMax))
    .matches(pageSlugPattern, { message: 'invalid_slug', excludeEmptyString: true })
    .test(
      'reserved',
      'slug_reserved',
      (value) => !(builtSolutionSlugs as readonly string[]).includes(value ?? ''),
    )
    .default(''),
});

export type ProductFormValues = InferType<typeof productSchema>;
