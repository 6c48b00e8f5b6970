import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../styles/breakpoints';
import { focusRing } from '../styles/focusRing.css';

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    padding: vars.space['6'],
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border.subtle}`,
    background: vars.color.surface.raised,
    color: vars.color.text.default,
    transition: `box-shadow ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&:hover': { boxShadow: vars.shadow.md },
      '&:has([data-focus-visible]), &:has(:focus-visible)': focusRing,
    },
  },
  variants: {
    fullWidth: {
      true: {
        gridColumn: '1 / -1',
        background: vars.color.accent.soft,
        '@media': {
          [mediaQuery.md]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
        },
      },
      false: {},
    },
  },
  defaultVariants: { fullWidth: false },
});

export const content = style({ display: 'grid', gap: vars.space['2'] });

export const title = style({
  margin: 0,
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize.xl,
  fontWeight: vars.typography.fontWeight.bold,
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

export const description = style({
  margin: 0,
  color: vars.color.text.muted,
  lineHeight: vars.typography.lineHeight.relaxed,
});

/** The link's hit area covers the whole card, so the card is one large target with one accessible link. */
export const link = style({
  marginTop: 'auto',
  color: vars.color.text.link,
  fontWeight: vars.typography.fontWeight.semibold,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
    '&[data-hovered]': { textDecoration: 'underline' },
  },
});
