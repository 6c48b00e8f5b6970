import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';

export const phases = style({ listStyle: 'none', padding: 0, margin: 0 });

// Not productThemeVars.text: its dark value is scoped as `html.dark .product`, which never matches while the product
// class sits on <html> itself, so dark pages would get the light (low-contrast) colour.
export const minutes = style({ color: vars.color.accent.text });
