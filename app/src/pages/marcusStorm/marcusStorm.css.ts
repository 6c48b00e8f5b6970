import { productThemeVars, vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';

export const quote = style({
  margin: 0,
  paddingInlineStart: vars.space['4'],
  borderInlineStart: `4px solid ${productThemeVars.primary}`,
  fontSize: vars.typography.fontSize.xl,
  fontStyle: 'italic',
  color: 'inherit',
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
