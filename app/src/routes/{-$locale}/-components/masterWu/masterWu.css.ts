import { productThemeVars } from '@site/tokens';
import { style } from '@vanilla-extract/css';

export const phases = style({ listStyle: 'none', padding: 0, margin: 0 });

export const minutes = style({ color: productThemeVars.text });
