import { createGlobalThemeContract } from '@vanilla-extract/css';
import { lightTokens } from './lightTokens';
import { makeTheme } from './makeTheme';

/**
 * The contract every theme fills. Global names (`--site-color-surface-page`) rather than hashed ones, so
 * the values stay readable in devtools and in the Color Manager's CSS output.
 */
export const vars = createGlobalThemeContract(
  makeTheme(lightTokens),
  (_value, path) => `site-${path.join('-')}`,
);
