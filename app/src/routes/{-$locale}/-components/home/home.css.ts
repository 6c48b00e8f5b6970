import { style } from '@vanilla-extract/css';
import { vars } from '@site/tokens';

export const particles = style({ position: 'absolute', inset: 0, zIndex: 0, pointerEvents: 'none' });

export const heroLayout = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'center',
  '@media': { '(min-width: 1024px)': { gridTemplateColumns: '3fr 2fr' } },
});

export const dashboard = style({
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.lg,
  display: 'grid',
  gap: vars.space['3'],
});

export const dashboardValue = style({
  fontSize: vars.typography.fontSize['4xl'],
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight.tight,
  color: vars.color.accent.text,
});

export const online = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontWeight: vars.typography.fontWeight.semibold,
  color: vars.color.state.success.text,
  '::before': {
    content: '""',
    width: '0.6rem',
    height: '0.6rem',
    borderRadius: vars.radius.full,
    background: vars.color.state.success.solid,
  },
});

export const brand = style({ color: vars.color.accent.text });
export const badgeIcon = style({ color: vars.color.accent.text });
