import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    height: '100%',
    padding: vars.space['6'],
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border.subtle}`,
    background: vars.color.surface.raised,
    color: vars.color.text.default,
    boxShadow: vars.shadow.sm,
  },
  variants: {
    featured: {
      true: { borderColor: vars.color.accent.solid, boxShadow: vars.shadow.md },
      false: {},
    },
  },
  defaultVariants: { featured: false },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const quarter = style({
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  color: vars.color.text.muted,
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space['2'],
  paddingBlock: vars.space['1'],
  borderRadius: vars.radius.full,
  background: vars.color.accent.soft,
  color: vars.color.accent.text,
  fontSize: vars.typography.fontSize.xs,
  fontWeight: vars.typography.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const title = style({
  margin: 0,
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize.xl,
  lineHeight: vars.typography.lineHeight.snug,
  fontWeight: vars.typography.fontWeight.bold,
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

export const intro = style({
  margin: 0,
  fontWeight: vars.typography.fontWeight.medium,
  lineHeight: vars.typography.lineHeight.normal,
});

export const description = style({
  margin: 0,
  color: vars.color.text.muted,
  lineHeight: vars.typography.lineHeight.relaxed,
  flexGrow: 1,
});

export const link = style({ alignSelf: 'flex-start' });
