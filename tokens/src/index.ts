import './themes.css';

export { darkTokens } from './darkTokens';
export { lightTokens } from './lightTokens';
export { makeTheme, type ThemeValues } from './makeTheme';
export { productThemeClass, productThemeVars } from './productTheme.css';
export { type ProductTheme, productThemes } from './productThemes';
export type { ColorTokens, Tokens, TypographyTokens } from './tokenType';
export { type ThemeVars, vars } from './vars.css';
