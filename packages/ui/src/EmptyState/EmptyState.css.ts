import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['12'],
  paddingInline: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border.strong}`,
  background: vars.color.surface.sunken,
  textAlign: 'center',
});

export const icon = style({
  fontSize: vars.typography.fontSize['3xl'],
  color: vars.color.text.muted,
});

export const title = style({
  // A word wider than the box breaks rather than widening it (German compounds on a phone).
  overflowWrap: 'anywhere',
  margin: 0,
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize.xl,
  fontWeight: vars.typography.fontWeight.bold,
  color: vars.color.text.default,
});

export const hint = style({
  margin: 0,
  maxWidth: '40ch',
  color: vars.color.text.muted,
  lineHeight: vars.typography.lineHeight.normal,
});

export const action = style({ marginTop: vars.space['2'] });
