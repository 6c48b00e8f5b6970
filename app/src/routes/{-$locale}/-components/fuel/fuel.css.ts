import { style } from '@vanilla-extract/css';
import { focusRingOnFocusVisible } from '@site/ui';
import { vars } from '@site/tokens';

export const field = style({ display: 'grid', gap: vars.space['1'] });

export const label = style({ fontWeight: vars.typography.fontWeight.medium, color: vars.color.text.default });

export const input = style([
  focusRingOnFocusVisible,
  {
    padding: `${vars.space['2']} ${vars.space['3']}`,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border.strong}`,
    background: vars.color.surface.page,
    color: vars.color.text.default,
    font: 'inherit',
    minHeight: '2.75rem',
    '::placeholder': { color: vars.color.text.muted },
  },
]);

export const result = style({
  minHeight: '1.5em',
  fontWeight: vars.typography.fontWeight.semibold,
});

export const gain = style({ color: vars.color.state.success.text });
export const loss = style({ color: vars.color.state.danger.text });

export const claim = style({
  fontSize: vars.typography.fontSize['2xl'],
  fontWeight: vars.typography.fontWeight.bold,
  color: vars.color.accent.text,
});
