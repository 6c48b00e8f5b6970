/**
 * Which colour scheme colours which live pages: each Color Manager entry drives one product theme, and these
 * pages carry it (both languages). RAY has no page of its own; it appears as a card on the SOPHIE comparison.
 */
export const colorSchemePages = {
  sophie: { productTheme: 'sophie', pages: ['/sophie', '/sophie-comparison', '/sophie-compare'] },
  nova: { productTheme: 'nova', pages: ['/nova', '/solutions/nova', '/nova/case-study'] },
  markus: { productTheme: 'marcus-storm', pages: ['/marcus-storm'] },
  ic: { productTheme: 'integrated-solutions', pages: ['/solutions/integrated-solutions'] },
  ray: { productTheme: 'ray', pages: ['/sophie-comparison', '/sophie-compare'] },
} as const satisfies Record<string, { productTheme: string; pages: readonly string[] }>;
