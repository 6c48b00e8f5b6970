import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

/** The session's colour, set inline per card from content; only tints decoration, never sits behind body text. */
export const colorProperty = '--session-color';
const sessionColor = `var(${colorProperty}, ${vars.color.accent.solid})`;

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    height: '100%',
    padding: vars.space['6'],
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border.subtle}`,
    borderTop: `4px solid ${sessionColor}`,
    background: vars.color.surface.raised,
    color: vars.color.text.default,
  },
  variants: {
    featured: {
      true: { boxShadow: vars.shadow.lg, borderColor: sessionColor },
      false: {},
    },
  },
  defaultVariants: { featured: false },
});

export const top = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.md,
  background: `color-mix(in srgb, ${sessionColor} 18%, transparent)`,
  color: vars.color.text.default,
  fontSize: vars.typography.fontSize.xl,
});

export const badge = style({
  paddingInline: vars.space['3'],
  paddingBlock: vars.space['1'],
  borderRadius: vars.radius.full,
  background: vars.color.accent.solid,
  color: vars.color.text.onAccent,
  fontSize: vars.typography.fontSize.xs,
  fontWeight: vars.typography.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const name = style({
  margin: 0,
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize.xl,
  fontWeight: vars.typography.fontWeight.bold,
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

export const features = style({ flexGrow: 1 });

export const action = style({ display: 'grid' });
