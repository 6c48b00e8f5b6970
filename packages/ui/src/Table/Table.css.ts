import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../styles/focusRing.css';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.text.default,
  outline: 'none',
});

export const column = style({
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['3'],
  textAlign: 'start',
  fontWeight: vars.typography.fontWeight.semibold,
  color: vars.color.text.muted,
  borderBottom: `1px solid ${vars.color.border.strong}`,
  outline: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered]': { color: vars.color.text.default },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

/** One arrow for both directions: up for ascending, turned over for descending. */
export const sortIcon = recipe({
  base: { display: 'inline-flex', marginInlineStart: vars.space['1'], verticalAlign: 'middle' },
  variants: {
    sortDirection: { ascending: {}, descending: { transform: 'rotate(180deg)' } },
  },
});

export const row = style({
  outline: 'none',
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border.subtle}` },
    '&[data-hovered]': { background: vars.color.surface.sunken },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const cell = style({
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['3'],
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' } },
});

export const empty = style({ padding: vars.space['6'], textAlign: 'center', color: vars.color.text.muted });
