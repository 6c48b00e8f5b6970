import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../styles/breakpoints';

export const card = style({
  display: 'grid',
  gap: vars.space['6'],
  padding: vars.space['8'],
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  '@media': {
    [mediaQuery.md]: { gridTemplateColumns: 'auto minmax(0, 1fr)', alignItems: 'start' },
  },
});

export const portrait = style({
  width: '8rem',
  height: '8rem',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.surface.sunken,
  justifySelf: 'center',
});

export const body = style({ display: 'grid', gap: vars.space['3'] });

export const name = style({
  // A word wider than the box breaks rather than widening it (German compounds on a phone).
  overflowWrap: 'anywhere',
  margin: 0,
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize['2xl'],
  fontWeight: vars.typography.fontWeight.bold,
});

export const jobTitle = style({
  margin: 0,
  color: vars.color.accent.text,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const bio = style({ margin: 0, lineHeight: vars.typography.lineHeight.relaxed });

export const credentialsTitle = style({
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.text.muted,
});

export const credentials = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'grid',
  gap: vars.space['1'],
  lineHeight: vars.typography.lineHeight.normal,
});
