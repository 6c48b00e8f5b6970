export const productThemeIds = [
  'sophie',
  'integrated-solutions',
  'marcus-storm',
  'nova',
  'master-wu',
  'smo-excellence',
  'business-wonder',
  'ic-water-principle',
  'fuel',
  'quantum-evolution',
] as const;
export type ProductThemeId = (typeof productThemeIds)[number];

export const productCategories = ['solutions', 'business'] as const;
export type ProductCategory = (typeof productCategories)[number];

/** A product theme entry (app-behaviour.md §3 "Product theme entry"). */
export interface ProductTheme {
  id: ProductThemeId;
  name: string;
  category: ProductCategory;
  /** Buttons and highlights; carries `onPrimaryColor` text at ≥ 4.5:1. */
  primaryColor: string;
  accentColor: string;
  /** Hero gradient ends; both carry `onPrimaryColor` text at ≥ 4.5:1. */
  gradientFrom: string;
  gradientTo: string;
  /** Product-coloured headings and text on the light theme's surfaces. */
  textColorLight: string;
  /** Product-coloured headings and text on the dark theme's surfaces. */
  textColorDark: string;
  /** Text and icons on `primaryColor` and on the gradient. Not in the spec's list; added so contrast is data. */
  onPrimaryColor: string;
  relatedProductId?: ProductThemeId;
}

const white = '#FFFFFF';

export const productThemes: Record<ProductThemeId, ProductTheme> = {
  sophie: {
    id: 'sophie',
    name: 'SOPHIE',
    category: 'solutions',
    primaryColor: '#017A73',
    accentColor: '#5F3798',
    gradientFrom: '#017A73',
    gradientTo: '#5F3798',
    textColorLight: '#01635D',
    textColorDark: '#4FD1C7',
    onPrimaryColor: white,
    relatedProductId: 'smo-excellence',
  },
  'integrated-solutions': {
    id: 'integrated-solutions',
    name: 'Integrated Solutions',
    category: 'solutions',
    primaryColor: '#235789',
    accentColor: '#03B5AA',
    gradientFrom: '#235789',
    gradientTo: '#1B4468',
    textColorLight: '#235789',
    textColorDark: '#8FB8E6',
    onPrimaryColor: white,
    relatedProductId: 'ic-water-principle',
  },
  'marcus-storm': {
    id: 'marcus-storm',
    name: 'Marcus Storm',
    category: 'solutions',
    primaryColor: '#1F3A5F',
    accentColor: '#D4A017',
    gradientFrom: '#1F3A5F',
    gradientTo: '#0F1F33',
    textColorLight: '#1F3A5F',
    textColorDark: '#9DB7D9',
    onPrimaryColor: white,
    relatedProductId: 'fuel',
  },
  nova: {
    id: 'nova',
    name: 'NOVA',
    category: 'solutions',
    primaryColor: '#5F3798',
    accentColor: '#03B5AA',
    gradientFrom: '#5F3798',
    gradientTo: '#3A1F66',
    textColorLight: '#5F3798',
    textColorDark: '#C3A6EC',
    onPrimaryColor: white,
    relatedProductId: 'quantum-evolution',
  },
  'master-wu': {
    id: 'master-wu',
    name: 'Master WU',
    category: 'solutions',
    primaryColor: '#2F6B4F',
    accentColor: '#C9A227',
    gradientFrom: '#2F6B4F',
    gradientTo: '#1D4331',
    textColorLight: '#2A5F46',
    textColorDark: '#8FD1AE',
    onPrimaryColor: white,
  },
  'smo-excellence': {
    id: 'smo-excellence',
    name: 'SMO Excellence',
    category: 'business',
    primaryColor: '#A3264B',
    accentColor: '#E0A526',
    gradientFrom: '#A3264B',
    gradientTo: '#6B1A33',
    textColorLight: '#A3264B',
    textColorDark: '#F29AB4',
    onPrimaryColor: white,
    relatedProductId: 'sophie',
  },
  'business-wonder': {
    id: 'business-wonder',
    name: 'Business Wonder',
    category: 'business',
    primaryColor: '#3F4BC4',
    accentColor: '#FF9F1C',
    gradientFrom: '#3F4BC4',
    gradientTo: '#2A2F85',
    textColorLight: '#3F4BC4',
    textColorDark: '#A9B1FF',
    onPrimaryColor: white,
    relatedProductId: 'sophie',
  },
  'ic-water-principle': {
    id: 'ic-water-principle',
    name: 'IC Water Principle',
    category: 'business',
    primaryColor: '#0E6BA8',
    accentColor: '#2EC4B6',
    gradientFrom: '#0E6BA8',
    gradientTo: '#0A4A75',
    textColorLight: '#0E6BA8',
    textColorDark: '#7CC4F2',
    onPrimaryColor: white,
    relatedProductId: 'integrated-solutions',
  },
  fuel: {
    id: 'fuel',
    name: 'FUEL',
    category: 'business',
    primaryColor: '#B23C0B',
    accentColor: '#FF9F1C',
    gradientFrom: '#B23C0B',
    gradientTo: '#7A2906',
    textColorLight: '#B23C0B',
    textColorDark: '#FDA574',
    onPrimaryColor: white,
    relatedProductId: 'marcus-storm',
  },
  'quantum-evolution': {
    id: 'quantum-evolution',
    name: 'Quantum Evolution System',
    category: 'business',
    primaryColor: '#6D28D9',
    accentColor: '#3A86FF',
    gradientFrom: '#6D28D9',
    gradientTo: '#4C1D95',
    textColorLight: '#6D28D9',
    textColorDark: '#C4B5FD',
    onPrimaryColor: white,
    relatedProductId: 'nova',
  },
};

export function isProductThemeId(id: string): id is ProductThemeId {
  return (productThemeIds as readonly string[]).includes(id);
}

export function getProductTheme(id: ProductThemeId): ProductTheme {
  return productThemes[id];
}

/** The product a theme's "Explore Related" link points to, if any (Master WU has none). */
export function relatedProduct(id: ProductThemeId): ProductTheme | undefined {
  const relatedId = productThemes[id].relatedProductId;
  return relatedId ? productThemes[relatedId] : undefined;
}

/**
 * The path of a product's page by the spec's rule (§2 "Theme-linked product pages"): `/{id}` for the
 * solutions category, `/solutions/{id}` for business products. Language prefixes are the app's job.
 */
export function productPath(id: ProductThemeId): string {
  return productThemes[id].category === 'solutions' ? `/${id}` : `/solutions/${id}`;
}

/** The path of the related product's page, or `undefined` when the product has no related product. */
export function relatedProductPath(id: ProductThemeId): string | undefined {
  const related = relatedProduct(id);
  return related ? productPath(related.id) : undefined;
}
