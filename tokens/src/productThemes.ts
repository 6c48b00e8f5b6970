import type { ProductId } from '@site/catalogue';

/**
 * A product's colours (spec §3 "Product theme entry"; what the product is and where its page is sits in
 * @site/catalogue, keyed by the same id).
 */
export interface ProductTheme {
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
}

const white = '#FFFFFF';

export const productThemes: Record<ProductId, ProductTheme> = {
  sophie: {
    primaryColor: '#017A73',
    accentColor: '#5F3798',
    gradientFrom: '#017A73',
    gradientTo: '#5F3798',
    textColorLight: '#01635D',
    textColorDark: '#4FD1C7',
    onPrimaryColor: white,
  },
  'integrated-solutions': {
    primaryColor: '#235789',
    accentColor: '#03B5AA',
    gradientFrom: '#235789',
    gradientTo: '#1B4468',
    textColorLight: '#235789',
    textColorDark: '#8FB8E6',
    onPrimaryColor: white,
  },
  'marcus-storm': {
    primaryColor: '#1F3A5F',
    accentColor: '#D4A017',
    gradientFrom: '#1F3A5F',
    gradientTo: '#0F1F33',
    textColorLight: '#1F3A5F',
    textColorDark: '#9DB7D9',
    onPrimaryColor: white,
  },
  nova: {
    primaryColor: '#5F3798',
    accentColor: '#03B5AA',
    gradientFrom: '#5F3798',
    gradientTo: '#3A1F66',
    textColorLight: '#5F3798',
    textColorDark: '#C3A6EC',
    onPrimaryColor: white,
  },
  'master-wu': {
    primaryColor: '#2F6B4F',
    accentColor: '#C9A227',
    gradientFrom: '#2F6B4F',
    gradientTo: '#1D4331',
    textColorLight: '#2A5F46',
    textColorDark: '#8FD1AE',
    onPrimaryColor: white,
  },
  'smo-excellence': {
    primaryColor: '#A3264B',
    accentColor: '#E0A526',
    gradientFrom: '#A3264B',
    gradientTo: '#6B1A33',
    textColorLight: '#A3264B',
    textColorDark: '#F29AB4',
    onPrimaryColor: white,
  },
  'business-wonder': {
    primaryColor: '#3F4BC4',
    accentColor: '#FF9F1C',
    gradientFrom: '#3F4BC4',
    gradientTo: '#2A2F85',
    textColorLight: '#3F4BC4',
    textColorDark: '#A9B1FF',
    onPrimaryColor: white,
  },
  'ic-water-principle': {
    primaryColor: '#0E6BA8',
    accentColor: '#2EC4B6',
    gradientFrom: '#0E6BA8',
    gradientTo: '#0A4A75',
    textColorLight: '#0E6BA8',
    textColorDark: '#7CC4F2',
    onPrimaryColor: white,
  },
  fuel: {
    primaryColor: '#B23C0B',
    accentColor: '#FF9F1C',
    gradientFrom: '#B23C0B',
    gradientTo: '#7A2906',
    textColorLight: '#B23C0B',
    textColorDark: '#FDA574',
    onPrimaryColor: white,
  },
  'quantum-evolution': {
    primaryColor: '#6D28D9',
    accentColor: '#3A86FF',
    gradientFrom: '#6D28D9',
    gradientTo: '#4C1D95',
    textColorLight: '#6D28D9',
    textColorDark: '#C4B5FD',
    onPrimaryColor: white,
  },
};
