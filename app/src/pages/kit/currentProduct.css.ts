import { style } from '@vanilla-extract/css';
import { productThemeVars, vars } from '@site/tokens';

export const related = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space['10']} ${vars.space['4']}`,
});

export const relatedLink = style({
  background: `linear-gradient(135deg, ${productThemeVars.gradientFrom}, ${productThemeVars.gradientTo})`,
  color: productThemeVars.onPrimary,
});
