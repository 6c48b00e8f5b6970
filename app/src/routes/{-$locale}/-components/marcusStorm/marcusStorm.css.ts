import { style } from '@vanilla-extract/css';
import { productThemeVars, vars } from '@site/tokens';

export const quote = style({
  margin: 0,
  paddingInlineStart: vars.space['4'],
  borderInlineStart: `4px solid ${productThemeVars.primary}`,
  fontSize: vars.typography.fontSize.xl,
  fontStyle: 'italic',
  color: vars.color.text.default,
});

export const number = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.accent.soft,
  color: vars.color.accent.text,
  fontWeight: vars.typography.fontWeight.bold,
});

export const statValue = style({
  fontSize: vars.typography.fontSize['3xl'],
  fontWeight: vars.typography.fontWeight.bold,
  color: vars.color.accent.text,
});

export const footer = style({
  padding: `${vars.space['6']} 0`,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'center',
});

export const upButton = style({
  position: 'fixed',
  insetInlineEnd: vars.space['6'],
  // Above the floating chat button, which sits in the same corner.
  bottom: `calc(${vars.space['20']} + ${vars.space['4']})`,
  zIndex: vars.zIndex.sticky,
});
