import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css';

export const root = style({
  display: 'grid',
  gap: vars.space['5'],
  fontFamily: vars.typography.fontFamily.body,
  color: vars.color.text.default,
});

export const tabList = style({
  display: 'flex',
  gap: vars.space['1'],
  padding: vars.space['1'],
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  width: 'fit-content',
});

export const tab = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.medium,
  color: vars.color.text.muted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text.default },
    '&[data-selected]': {
      background: vars.color.surface.raised,
      color: vars.color.text.default,
      boxShadow: vars.shadow.sm,
    },
    '&[data-focus-visible]': focusRing,
  },
});

export const panel = style({
  paddingTop: vars.space['2'],
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});
