import { type InferType, mixed, object, string } from 'yup';

export const productStatuses = ['active', 'draft', 'archived'] as const;
export type ProductStatus = (typeof productStatuses)[number];

export const productLimits = { nameMin: 2, nameMax: 50, typeMin: 2, typeMax: 50, description: 500 } as const;

/** Spec §5 default: the SOPHIE teal. */
export const defaultProductColor = '#03B5AA';

/** The admin's messages are shown as written (spec §5), so the schema carries the English text itself. */
export const productMessages = {
  nameRequired: 'Name is required',
  nameMin: 'Name must be at least 2 characters',
  nameMax: 'Name cannot exceed 50 characters',
  typeRequired: 'Type is required',
  typeMin: 'Type must be at least 2 characters',
  typeMax: 'Type cannot exceed 50 characters',
  descriptionMax: 'Description cannot exceed 500 characters',
  statusRequired: 'Status is required',
  statusInvalid: 'Status must be Active, Draft or Archived',
  baseColor: 'Color must be a valid hex color code (e.g., #03B5AA)',
} as const;

/** A minimum that leaves empty text to `required`, so an empty field shows one message, not two. */
const atLeast = (min: number) => (value: string | undefined) => !value || value.length >= min;

const hexColorPattern = /^#[0-9A-Fa-f]{6}$/;

/** The admin product form (spec §3, §5). Palettes are not part of the form: they are derived on save. */
export const productSchema = object({
  name: string()
    .trim()
    .required(productMessages.nameRequired)
    .test('min', productMessages.nameMin, atLeast(productLimits.nameMin))
    .max(productLimits.nameMax, productMessages.nameMax),
  type: string()
    .trim()
    .required(productMessages.typeRequired)
    .test('min', productMessages.typeMin, atLeast(productLimits.typeMin))
    .max(productLimits.typeMax, productMessages.typeMax),
  description: string().max(productLimits.description, productMessages.descriptionMax).default(''),
  status: mixed<ProductStatus>()
    .oneOf(productStatuses, productMessages.statusInvalid)
    .required(productMessages.statusRequired),
  baseColor: string()
    .required(productMessages.baseColor)
    .matches(hexColorPattern, { message: productMessages.baseColor, excludeEmptyString: true }),
});

export type ProductFormValues = InferType<typeof productSchema>;
