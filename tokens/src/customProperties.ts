import type { Tokens } from './tokenType';

/** The custom property the `vars` contract gives a token: `['color', 'surface', 'page']` → `--site-color-surface-page`. */
export function customPropertyName(path: readonly string[]): string {
  return `--site-${path.join('-')}`;
}

/**
 * The declarations that turn `base`'s custom properties into `theme`'s: one for each token whose value differs,
 * e.g. `--site-color-surface-page:#0b1120;`. For a stylesheet that switches themes without vanilla-extract (the
 * page read without JavaScript), from the same token values as the themes themselves.
 */
export function changedDeclarations(theme: Tokens, base: Tokens): string {
  const walk = (values: object, baseValues: object, path: string[]): string =>
    Object.entries(values)
      .map(([key, value]) => {
        const baseValue = (baseValues as Record<string, unknown>)[key];
        if (typeof value !== 'string') return walk(value as object, baseValue as object, [...path, key]);
        return value === baseValue ? '' : `${customPropertyName([...path, key])}:${value};`;
      })
      .join('');
  return walk(theme, base, []);
}
