import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.typography.fontFamily.body,
  color: vars.color.text.default,
});

export const item = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['2'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
  fontSize: vars.typography.fontSize.xs,
});

export const swatch = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'flex-start',
  height: '3.5rem',
  padding: vars.space['1'],
  borderRadius: vars.radius.sm,
  boxShadow: 'inset 0 0 0 1px rgb(0 0 0 / 0.12)',
  fontWeight: vars.typography.fontWeight.bold,
  fontSize: vars.typography.fontSize.sm,
});

export const hex = style({
  fontFamily: vars.typography.fontFamily.mono,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.medium,
});

export const ratio = style({ color: vars.color.text.muted, fontVariantNumeric: 'tabular-nums' });
