import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../styles/breakpoints';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['6'],
  '@media': {
    [mediaQuery.md]: { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)' },
  },
});

export const step = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'start',
  columnGap: vars.space['4'],
  rowGap: vars.space['2'],
  '@media': {
    [mediaQuery.md]: { gridTemplateColumns: '1fr' },
  },
});

export const number = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.full,
  background: vars.color.accent.solid,
  color: vars.color.text.onAccent,
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.bold,
  gridRow: 'span 2',
  '@media': {
    [mediaQuery.md]: { gridRow: 'auto' },
  },
});

export const title = style({
  margin: 0,
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight.snug,
  color: vars.color.text.default,
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

export const text = style({
  margin: 0,
  color: vars.color.text.muted,
  lineHeight: vars.typography.lineHeight.relaxed,
});
