import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';

export const field = style({
  display: 'grid',
  gap: vars.space['1'],
  fontFamily: vars.typography.fontFamily.body,
  color: vars.color.text.default,
});

export const label = style({
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.medium,
});

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const swatch = style({
  width: '2.5rem',
  height: '2.5rem',
  flexShrink: 0,
  borderRadius: vars.radius.md,
  boxShadow: `inset 0 0 0 1px ${vars.color.border.strong}`,
});

export const input = style({
  width: '9rem',
  height: '2.5rem',
  padding: `0 ${vars.space['3']}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  fontFamily: vars.typography.fontFamily.mono,
  fontSize: vars.typography.fontSize.md,
  outline: 'none',
  selectors: {
    // The transparent outline shows only in a contrast theme, which drops the shadow.
    '&[data-focused]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
      outline: '2px solid transparent',
    },
    '&[data-invalid]': { borderColor: vars.color.state.danger.solid },
    '&[data-disabled]': { opacity: 0.5 },
  },
});

export const description = style({ fontSize: vars.typography.fontSize.xs, color: vars.color.text.muted });

export const error = style({ fontSize: vars.typography.fontSize.sm, color: vars.color.state.danger.text });
