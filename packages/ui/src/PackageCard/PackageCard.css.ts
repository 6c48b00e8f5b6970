import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../styles/breakpoints';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    height: '100%',
    padding: vars.space['8'],
    borderRadius: vars.radius.xl,
    border: `1px solid ${vars.color.border.subtle}`,
    background: vars.color.surface.raised,
    color: vars.color.text.default,
  },
  variants: {
    emphasised: {
      // Scaled only where cards sit side by side; stacked on phones a bigger card would just overflow.
      true: {
        border: `2px solid ${vars.color.accent.solid}`,
        boxShadow: vars.shadow.lg,
        '@media': { [mediaQuery.lg]: { transform: 'scale(1.05)', zIndex: 1 } },
      },
      false: {},
    },
  },
  defaultVariants: { emphasised: false },
});

export const label = style({
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

export const header = style({ display: 'grid', gap: vars.space['1'] });

export const title = style({
  margin: 0,
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize['2xl'],
  fontWeight: vars.typography.fontWeight.bold,
  letterSpacing: '0.03em',
});

export const subtitle = style({ margin: 0, color: vars.color.text.muted });

export const features = style({ flexGrow: 1 });

export const action = style({ display: 'grid' });
