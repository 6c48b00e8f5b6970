import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';
import { focusRingOnFocusVisible } from '../styles/focusRing.css';

export const nav = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
});

export const title = style({
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.text.muted,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['1'],
});

export const link = style({
  display: 'block',
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  borderInlineStart: `2px solid ${vars.color.border.subtle}`,
  color: vars.color.text.default,
  textDecoration: 'none',
  ...focusRingOnFocusVisible,
  selectors: {
    ...focusRingOnFocusVisible.selectors,
    '&[data-hovered]': { color: vars.color.text.link, textDecoration: 'underline' },
    '&[aria-current]': {
      borderColor: vars.color.accent.solid,
      color: vars.color.accent.text,
      fontWeight: vars.typography.fontWeight.semibold,
    },
  },
});
