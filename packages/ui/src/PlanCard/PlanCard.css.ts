import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

/**
 * Custom properties for the plan's colour pair, set inline per card (the values come from content). Named
 * literally because @vanilla-extract/dynamic is not installed. Used only for the decorative band, never behind text.
 */
export const colorFromProperty = '--plan-color-from';
export const colorToProperty = '--plan-color-to';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    height: '100%',
    padding: vars.space['6'],
    paddingTop: vars.space['8'],
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border.subtle}`,
    background: vars.color.surface.raised,
    color: vars.color.text.default,
    overflow: 'hidden',
    position: 'relative',
    selectors: {
      '&::before': {
        content: '""',
        position: 'absolute',
        insetInline: 0,
        top: 0,
        height: vars.space['2'],
        backgroundImage: `linear-gradient(90deg, var(${colorFromProperty}, ${vars.color.accent.solid}), var(${colorToProperty}, ${vars.color.accent.secondary}))`,
      },
    },
  },
  variants: {
    featured: {
      true: { borderColor: vars.color.accent.solid, boxShadow: vars.shadow.md },
      false: {},
    },
  },
  defaultVariants: { featured: false },
});

export const badge = style({
  alignSelf: 'flex-start',
  paddingInline: vars.space['3'],
  paddingBlock: vars.space['1'],
  borderRadius: vars.radius.full,
  background: vars.color.accent.soft,
  color: vars.color.accent.text,
  fontSize: vars.typography.fontSize.xs,
  fontWeight: vars.typography.fontWeight.bold,
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
