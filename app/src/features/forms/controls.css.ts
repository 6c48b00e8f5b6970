import { focusRing, visuallyHiddenStyle } from '@site/ui';
import { vars } from '@site/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});

export const label = style({
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  color: vars.color.text.default,
});

export const requiredMark = style({
  color: vars.color.state.danger.text,
  marginInlineStart: vars.space['1'],
});

const control = {
  font: 'inherit',
  fontSize: vars.typography.fontSize.md,
  color: vars.color.text.default,
  background: vars.color.surface.sunken,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  width: '100%',
  boxSizing: 'border-box',
  outline: 'none',
} as const;

export const input = style({
  ...control,
  minHeight: '2.75rem',
  selectors: {
    '&[data-focused]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.state.danger.solid },
    '&::placeholder': { color: vars.color.text.muted },
  },
});

export const textArea = style([input, { resize: 'vertical', lineHeight: vars.typography.lineHeight.normal }]);

export const description = style({ fontSize: vars.typography.fontSize.sm, color: vars.color.text.muted });

export const errorText = style({
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.state.danger.text,
  fontWeight: vars.typography.fontWeight.medium,
});

export const selectButton = style({
  ...control,
  minHeight: '2.75rem',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  cursor: 'pointer',
  textAlign: 'start',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '[data-invalid] > &': { borderColor: vars.color.state.danger.solid },
  },
});

export const selectValue = style({
  selectors: { '&[data-placeholder]': { color: vars.color.text.muted } },
});

export const popover = style({
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  minWidth: 'var(--trigger-width)',
  overflow: 'auto',
  zIndex: vars.zIndex.overlay,
});

export const listBox = style({ padding: vars.space['1'], outline: 'none' });

export const option = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.accent.soft },
    '&[data-selected]': { fontWeight: vars.typography.fontWeight.semibold },
    '&[data-focus-visible]': focusRing,
  },
});

export const stars = style({ display: 'flex', gap: vars.space['1'] });

export const star = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  color: vars.color.border.strong,
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});

export const starFilled = style({ color: vars.color.accent.solid });

globalStyle(`${star} svg`, { width: '1.75rem', height: '1.75rem' });

export const starLabel = style(visuallyHiddenStyle);

/** Off-screen rather than display:none: some bots skip fields that are not rendered at all. */
export const honeypot = style({
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
});

export const buttonSpinner = style({ display: 'inline-flex', marginInlineEnd: vars.space['2'] });

export const thankYou = style([form, { outline: 'none' }]);
