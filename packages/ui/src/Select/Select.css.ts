import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';
import { input } from '../TextField/field.css';

export const trigger = style([
  input,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['2'],
    textAlign: 'start',
    cursor: 'pointer',
  },
]);

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.text.muted } },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  boxSizing: 'border-box',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.md,
  overflow: 'auto',
  zIndex: vars.zIndex.overlay,
});

export const listBox = style({ padding: vars.space['1'], outline: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.sm,
  color: vars.color.text.default,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surface.sunken },
    '&[data-selected]': { fontWeight: vars.typography.fontWeight.semibold },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
