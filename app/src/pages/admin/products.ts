import { generateDarkPalette, generatePalette, type Palette } from '@site/color';
import {
  defaultProductColor,
  type ProductFormValues,
  type ProductStatus,
  productStatuses,
} from '@site/schemas';

/** An admin product (spec §3). Palettes are derived from `baseColor` whenever a product is saved. */
export interface AdminProduct {
  id: string;
  name: string;
  type: string;
  description: string;
  status: ProductStatus;
  baseColor: string;
  colorPalette: Palette;
  darkModePalette: Palette;
}

export const statusLabels: Record<ProductStatus, string> = {
  active: 'Active',
  draft: 'Draft',
  archived: 'Archived',
};

/** Builds a product from the form's values; the palettes always follow the saved colour. */
export function productFromForm(id: string, values: ProductFormValues): AdminProduct {
  const colorPalette = generatePalette(values.baseColor);
  return {
    id,
    name: values.name.trim(),
    type: values.type.trim(),
    description: values.description ?? '',
    status: values.status,
    baseColor: values.baseColor.toUpperCase(),
    colorPalette,
    darkModePalette: generateDarkPalette(colorPalette),
  };
}

/** A new product starts as a draft in the default colour (spec §4, §5). */
export const emptyProductForm: ProductFormValues = {
  name: '',
  type: '',
  description: '',
  status: 'draft',
  baseColor: defaultProductColor,
};

export function formValuesOf(product: AdminProduct): ProductFormValues {
  const { name, type, description, status, baseColor } = product;
  return { name, type, description, status, baseColor };
}

/** The five products the admin starts with (spec §3 "Initial admin product list"). */
export const initialProducts: readonly AdminProduct[] = [
  productFromForm('1', {
    name: 'SOPHIE',
    type: 'AI Assistant',
    description: 'AI-powered Consciousness Operating System',
    status: 'active',
    baseColor: '#03B5AA',
  }),
  productFromForm('2', {
    name: 'NOVA',
    type: 'Quantum Program',
    description: '9-Minuten Quantum Breakthrough',
    status: 'active',
    baseColor: '#5F3798',
  }),
  productFromForm('3', {
    name: 'RAY',
    type: 'Culture Expert',
    description: 'The Dominican Culture Expert',
    status: 'active',
    baseColor: '#4D7AFF',
  }),
  productFromForm('4', {
    name: 'IC',
    type: 'Consciousness System',
    description: 'Integrated Consciousness',
    status: 'draft',
    baseColor: '#FF6B6B',
  }),
  productFromForm('5', {
    name: 'Marcus Storm',
    type: 'Career Program',
    description: '30 Years of Navy Experience',
    status: 'active',
    baseColor: '#235789',
  }),
];

export type ProductAction =
  | { type: 'add'; product: AdminProduct }
  | { type: 'edit'; product: AdminProduct }
  | { type: 'delete'; id: string }
  | { type: 'replaceAll'; products: readonly AdminProduct[] };

/** Add appends, edit replaces the product with the same id in place, delete removes it (spec §4). */
export function productsReducer(
  products: readonly AdminProduct[],
  action: ProductAction,
): readonly AdminProduct[] {
  switch (action.type) {
    case 'add':
      return [...products, action.product];
    case 'edit':
      return products.map((product) => (product.id === action.product.id ? action.product : product));
    case 'delete':
      return products.filter((product) => product.id !== action.id);
    case 'replaceAll':
      return action.products;
  }
}

/** The search box: a case-insensitive substring of the name or the type (spec §2). */
export function filterProducts(products: readonly AdminProduct[], query: string): readonly AdminProduct[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return products;
  return products.filter(
    (product) => product.name.toLowerCase().includes(needle) || product.type.toLowerCase().includes(needle),
  );
}

/** New products are keyed by the time they were created (spec §3); a clash within one millisecond moves on. */
export function newProductId(products: readonly AdminProduct[], now: number): string {
  let id = now;
  while (products.some((product) => product.id === String(id))) id += 1;
  return String(id);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const hexPattern = /^#[0-9A-Fa-f]{6}$/;

/** A product read back from storage; anything that is not a whole product is refused. */
export function parseProduct(value: unknown): AdminProduct | undefined {
  if (!isRecord(value)) return undefined;
  const { id, name, type, description, status, baseColor } = value;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof type !== 'string') return undefined;
  if (description !== undefined && typeof description !== 'string') return undefined;
  if (typeof status !== 'string' || !(productStatuses as readonly string[]).includes(status))
    return undefined;
  if (typeof baseColor !== 'string' || !hexPattern.test(baseColor)) return undefined;
  return productFromForm(id, {
    name,
    type,
    description: description ?? '',
    status: status as ProductStatus,
    baseColor,
  });
}
