import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
  textAlign: 'center',
});

export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '3rem',
    height: '3rem',
    borderRadius: vars.radius.full,
    fontSize: vars.typography.fontSize.xl,
  },
  variants: {
    tone: {
      accent: { background: vars.color.accent.soft, color: vars.color.accent.text },
      success: { background: vars.color.state.success.soft, color: vars.color.state.success.text },
      info: { background: vars.color.state.info.soft, color: vars.color.state.info.text },
      warning: { background: vars.color.state.warning.soft, color: vars.color.state.warning.text },
    },
  },
});

export const value = recipe({
  base: {
    margin: 0,
    fontFamily: vars.typography.fontFamily.heading,
    fontSize: vars.typography.fontSize['4xl'],
    fontWeight: vars.typography.fontWeight.bold,
    lineHeight: vars.typography.lineHeight.tight,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    tone: {
      accent: { color: vars.color.accent.text },
      success: { color: vars.color.state.success.text },
      info: { color: vars.color.state.info.text },
      warning: { color: vars.color.state.warning.text },
    },
  },
});

export const label = style({
  margin: 0,
  color: vars.color.text.muted,
  lineHeight: vars.typography.lineHeight.normal,
  maxWidth: '22ch',
});
