import { generateDarkPalette, generatePalette } from '@site/color';
import { defaultProductColor, type Product, type ProductFormValues } from '@site/schemas';

/** A new product starts as a draft in the default colour (spec §4, §5). */
export const emptyProductForm: ProductFormValues = {
  name: '',
  type: '',
  description: '',
  status: 'draft',
  baseColor: defaultProductColor,
  pageSlug: '',
};

export function formValuesOf(product: Product): ProductFormValues {
  const { name, type, description, status, baseColor, pageSlug } = product;
  return { name, type, description, status, baseColor, pageSlug: pageSlug ?? '' };
}

const pendingPrefix = 'pending-';
let pendingAdds = 0;

/** The id of a product being added, shown before the server has given it its own; each add has another. */
export function pendingProductId(): string {
  pendingAdds += 1;
  return `${pendingPrefix}${pendingAdds}`;
}

export const isPendingProduct = (product: Pick<Product, 'id'>) => product.id.startsWith(pendingPrefix);

/**
 * How a product will look once the server has it, shown at once while the request is under way; the server's
 * answer (its own palettes, id and version) replaces it.
 */
export function optimisticProduct(id: string, values: ProductFormValues, previous?: Product): Product {
  const colorPalette = generatePalette(values.baseColor);
  const now = new Date().toISOString();
  return {
    id,
    name: values.name.trim(),
    type: values.type.trim(),
    description: values.description ?? '',
    status: values.status,
    baseColor: values.baseColor.toUpperCase(),
    colorPalette,
    darkModePalette: generateDarkPalette(colorPalette),
    pageSlug: values.pageSlug.trim() || null,
    version: previous ? previous.version + 1 : 1,
    createdAt: previous?.createdAt ?? now,
    updatedAt: now,
  };
}

/** The search box: a case-insensitive substring of the name or the type (spec §2). */
export function filterProducts(products: readonly Product[], query: string): readonly Product[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return products;
  return products.filter(
    (product) => product.name.toLowerCase().includes(needle) || product.type.toLowerCase().includes(needle),
  );
}
