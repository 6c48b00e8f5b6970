import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';

export const badge = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
  textAlign: 'center',
  color: vars.color.text.default,
});

export const media = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '4rem',
  height: '4rem',
  borderRadius: vars.radius.full,
  background: vars.color.accent.soft,
  color: vars.color.accent.text,
  fontSize: vars.typography.fontSize['2xl'],
  overflow: 'hidden',
});

export const image = style({ width: '100%', height: '100%', objectFit: 'contain' });

export const name = style({
  // A word wider than the box breaks rather than widening it (German compounds on a phone).
  overflowWrap: 'anywhere',
  margin: 0,
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.bold,
});

export const description = style({
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.text.muted,
  lineHeight: vars.typography.lineHeight.normal,
});
