import { vars } from '@site/tokens';
import { recipe } from '@vanilla-extract/recipes';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    paddingBlock: '0.125rem',
    paddingInline: vars.space['2'],
    borderRadius: vars.radius.full,
    border: '1px solid transparent',
    fontSize: vars.typography.fontSize.xs,
    fontWeight: vars.typography.fontWeight.semibold,
    lineHeight: vars.typography.lineHeight.normal,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: {
        background: vars.color.surface.sunken,
        color: vars.color.text.default,
        borderColor: vars.color.border.subtle,
      },
      accent: { background: vars.color.accent.soft, color: vars.color.accent.text },
      success: { background: vars.color.state.success.soft, color: vars.color.state.success.text },
      warning: { background: vars.color.state.warning.soft, color: vars.color.state.warning.text },
      danger: { background: vars.color.state.danger.soft, color: vars.color.state.danger.text },
      info: { background: vars.color.state.info.soft, color: vars.color.state.info.text },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
