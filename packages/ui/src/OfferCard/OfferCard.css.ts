import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

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
    background: vars.color.surface.raised,
    color: vars.color.text.default,
  },
  variants: {
    featured: {
      true: { border: `2px solid ${vars.color.accent.solid}`, boxShadow: vars.shadow.md },
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
  background: vars.color.accent.solid,
  color: vars.color.text.onAccent,
  fontSize: vars.typography.fontSize.xs,
  fontWeight: vars.typography.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
});

/** Name and subtitle sit closer together than the card's other parts. */
export const header = style({ display: 'grid', gap: vars.space['1'] });

export const name = style({
  margin: 0,
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize.xl,
  fontWeight: vars.typography.fontWeight.bold,
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

export const subtitle = style({ margin: 0, color: vars.color.text.muted });

export const features = style({ flexGrow: 1 });

export const action = style({ display: 'grid' });
