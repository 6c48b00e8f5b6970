import { productThemeVars, vars } from '@site/tokens';
import { fallbackVar, style } from '@vanilla-extract/css';
import { mediaQuery } from '../styles/breakpoints';

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  paddingBlock: vars.space['16'],
  // Product pages set the product-* variables (productThemeClass); elsewhere the brand tints apply. On a product
  // gradient the text takes the colour made for the product's solid fills (`text` is for page surfaces, and on
  // some gradients it is blue on blue).
  background: `linear-gradient(135deg, ${fallbackVar(productThemeVars.gradientFrom, vars.color.surface.sunken)} 0%, ${fallbackVar(productThemeVars.gradientTo, vars.color.accent.soft)} 100%)`,
  color: fallbackVar(productThemeVars.onPrimary, vars.color.text.default),
  '@media': { [mediaQuery.md]: { paddingBlock: vars.space['24'] } },
});

export const inner = style({
  display: 'grid',
  // minmax(0, …): an implicit column is as wide as its longest word, and "Geschäftsbedingungen" at hero size is
  // wider than a phone, which pushed the whole text column off screen.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['10'],
  alignItems: 'center',
  '@media': { [mediaQuery.lg]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 0.9fr)' } },
});

export const copy = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  alignItems: 'flex-start',
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: 'inherit',
});

export const title = style({ color: 'inherit' });

export const lead = style({
  margin: 0,
  maxWidth: '40rem',
  fontSize: vars.typography.fontSize.lg,
  lineHeight: vars.typography.lineHeight.relaxed,
  color: 'inherit',
  '@media': { [mediaQuery.md]: { fontSize: vars.typography.fontSize.xl } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const media = style({ minWidth: 0 });
