import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  height: '100%',
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  borderTop: `4px solid ${vars.color.accent.solid}`,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
});

export const number = style({
  display: 'block',
  marginBottom: vars.space['2'],
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize['4xl'],
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight.tight,
  color: vars.color.accent.text,
  fontVariantNumeric: 'tabular-nums',
});

export const title = style({
  margin: 0,
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize.xl,
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight.snug,
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

export const text = style({
  margin: 0,
  color: vars.color.text.muted,
  lineHeight: vars.typography.lineHeight.relaxed,
});

export const footer = style({ marginTop: 'auto', paddingTop: vars.space['2'] });
