import { parse } from 'culori';
import type { Tokens } from './tokenType';

/**
 * The token tree as plain CSS values. A mapped type (not the `Tokens` interface) because vanilla-extract's
 * contract functions need an object type with an implicit index signature, which interfaces lack.
 */
export type ThemeValues<T = Tokens> = { [K in keyof T]: T[K] extends string ? string : ThemeValues<T[K]> };

function toCssValues<T extends object>(tokens: T, path: string, isColour: boolean): ThemeValues<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tokens)) {
    const where = `${path}.${key}`;
    if (typeof value === 'string') {
      // A typo in a theme would otherwise become an invalid CSS value that browsers drop silently.
      if (isColour && !parse(value)) throw new Error(`Theme colour ${where} is not a CSS colour: ${value}`);
      out[key] = value;
    } else {
      out[key] = toCssValues(value as object, where, isColour || where === 'tokens.color');
    }
  }
  return out as ThemeValues<T>;
}

/**
 * Turns a theme's tokens into the CSS values of the `vars` contract. Every colour is checked to parse, so
 * a broken theme fails at build time rather than rendering a transparent button. Pure: same tokens, same
 * output.
 */
export function makeTheme(tokens: Tokens): ThemeValues {
  return toCssValues(tokens, 'tokens', false);
}
