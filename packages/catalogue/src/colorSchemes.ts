import type { ProductId } from './products.ts';

/** The Color Manager's seed entries (spec §3): sophie, nova, ray, ic and markus. */
export const colorSchemeIds = ['sophie', 'nova', 'ray', 'ic', 'markus'] as const;
export type ColorSchemeId = (typeof colorSchemeIds)[number];

export interface ColorSchemeTarget {
  /**
   * The `data-product-theme` value of the elements the scheme colours: a product's page root, or the RAY card,
   * which has no product page of its own.
   */
  theme: ProductId | 'ray';
  /** The pages whose colours change when the scheme is published, without the language prefix. */
  pages: readonly `/${string}`[];
}

/**
 * Which colour scheme colours which live pages, in both languages. The server puts a published scheme's colours
 * into these pages; the Color Manager lists them as the scheme's connected pages.
 */
export const colorSchemeTargets: Readonly<Record<ColorSchemeId, ColorSchemeTarget>> = {
  sophie: { theme: 'sophie', pages: ['/sophie', '/sophie-comparison', '/sophie-compare'] },
  nova: { theme: 'nova', pages: ['/nova', '/solutions/nova', '/nova/case-study'] },
  markus: { theme: 'marcus-storm', pages: ['/marcus-storm'] },
  ic: { theme: 'integrated-solutions', pages: ['/solutions/integrated-solutions'] },
  ray: { theme: 'ray', pages: ['/sophie-comparison', '/sophie-compare'] },
};

export function isColorSchemeId(value: string): value is ColorSchemeId {
  return (colorSchemeIds as readonly string[]).includes(value);
}
