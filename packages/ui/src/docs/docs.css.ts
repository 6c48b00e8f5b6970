import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gap: vars.space['8'],
  fontFamily: vars.typography.fontFamily.body,
  color: vars.color.text.default,
});

export const heading = style({
  margin: 0,
  fontSize: vars.typography.fontSize.xl,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const role = style({
  display: 'grid',
  gridTemplateColumns: '2.5rem 1fr',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['2'],
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  fontSize: vars.typography.fontSize.xs,
});

export const chip = style({
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.sm,
  boxShadow: `inset 0 0 0 1px ${vars.color.border.strong}`,
});

export const roleName = style({
  fontFamily: vars.typography.fontFamily.mono,
  fontWeight: vars.typography.fontWeight.medium,
});
export const muted = style({ color: vars.color.text.muted });

export const scaleRow = style({
  display: 'grid',
  gridTemplateColumns: '4rem 5rem 1fr',
  alignItems: 'baseline',
  gap: vars.space['4'],
  margin: 0,
});

export const spaceBar = style({
  height: '0.75rem',
  background: vars.color.accent.solid,
  borderRadius: vars.radius.sm,
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['8'],
  alignItems: 'flex-start',
});

export const cssOutput = style({
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  color: vars.color.text.default,
  fontFamily: vars.typography.fontFamily.mono,
  fontSize: vars.typography.fontSize.xs,
  overflowX: 'auto',
});
