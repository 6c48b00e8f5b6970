import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css';

/** Shared by every form field (TextField, TextArea, Select, SearchField, StarRating) so a form reads as one. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const label = style({
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.medium,
  color: vars.color.text.default,
});

export const requiredMark = style({ color: vars.color.state.danger.text, marginInlineStart: '0.15em' });

export const description = style({ fontSize: vars.typography.fontSize.sm, color: vars.color.text.muted });

export const errorMessage = style({
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.state.danger.text,
});

export const input = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '2.75rem',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  fontFamily: 'inherit',
  fontSize: vars.typography.fontSize.md,
  lineHeight: vars.typography.lineHeight.normal,
  outline: 'none',
  '::placeholder': { color: vars.color.text.muted, opacity: 1 },
  selectors: {
    // `:focus-visible` too: a form whose script loads on its first focus shows the ring before RAC runs (for a
    // text field the browser matches it on every focus, as RAC's data-focused does).
    '&[data-focus-visible], &[data-focused], &:focus-visible': focusRing,
    '&[data-invalid]': { borderColor: vars.color.state.danger.solid },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const textArea = style([input, { resize: 'vertical', minHeight: '6rem' }]);
