import { createGlobalThemeContract } from '@vanilla-extract/css';
import { customPropertyName } from './customProperties';
import { lightTokens } from './lightTokens';
import { makeTheme } from './makeTheme';
import type { Tokens } from './tokenType';

/**
 * The contract's type, spelled out: left to inference, the emitted declaration writes the space keys
 * `'0'`, `'1'`, … as numbers, and `keyof typeof vars.space` stops accepting `'4'` in other packages.
 */
export type ThemeVars<T = Tokens> = {
  [K in keyof T]: T[K] extends string ? `var(--${string})` : ThemeVars<T[K]>;
};

/**
 * The contract every theme fills. Global names (`--site-color-surface-page`) rather than hashed ones, so
 * the values stay readable in devtools and in the Color Manager's CSS output.
 */
export const vars: ThemeVars = createGlobalThemeContract(
  makeTheme(lightTokens),
  // The contract wants the name without its leading `--`.
  (_value, path) => customPropertyName(path).slice(2),
);
