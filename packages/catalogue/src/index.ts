export {
  type Product,
  type ProductCategory,
  type ProductId,
  type ProductPagePath,
  productCategories,
  productIds,
  products,
  productName,
  relatedProduct,
} from './products.ts';
export {
  type ColorSchemeId,
  type ColorSchemeTarget,
  colorSchemeIds,
  colorSchemeTargets,
  isColorSchemeId,
} from './colorSchemes.ts';
