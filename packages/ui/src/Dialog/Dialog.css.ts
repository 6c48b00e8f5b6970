import { vars } from '@site/tokens';
import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../styles/breakpoints';

const fadeIn = keyframes({ from: { opacity: 0 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(0.5rem) scale(0.98)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['4'],
  background: vars.color.surface.overlay,
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.standard} reverse`,
    },
  },
  '@media': { [mediaQuery.reducedMotion]: { animation: 'none !important' } },
});

export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: 'calc(100dvh - 2rem)',
    overflow: 'auto',
    boxSizing: 'border-box',
    borderRadius: vars.radius.lg,
    background: vars.color.surface.raised,
    color: vars.color.text.default,
    boxShadow: vars.shadow.lg,
    border: `1px solid ${vars.color.border.subtle}`,
    selectors: {
      '&[data-entering]': {
        animation: `${rise} ${vars.motion.duration.normal} ${vars.motion.easing.emphasized}`,
      },
    },
    '@media': { [mediaQuery.reducedMotion]: { animation: 'none !important' } },
  },
  variants: {
    size: {
      sm: { maxWidth: '24rem' },
      md: { maxWidth: '32rem' },
      lg: { maxWidth: '48rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const dialog = style({
  position: 'relative',
  padding: vars.space['6'],
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  marginBottom: vars.space['4'],
});

export const closeButton = style({
  marginBlockStart: `calc(${vars.space['2']} * -1)`,
  marginInlineEnd: `calc(${vars.space['2']} * -1)`,
  paddingInline: vars.space['2'],
});
