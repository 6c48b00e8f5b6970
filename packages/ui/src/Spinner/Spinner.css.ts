import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../styles/breakpoints';

const turn = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: { display: 'inline-flex', flexShrink: 0, color: 'currentColor' },
  variants: {
    size: {
      sm: { width: '1rem', height: '1rem' },
      md: { width: '1.5rem', height: '1.5rem' },
      lg: { width: '2.5rem', height: '2.5rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const track = style({ stroke: 'currentColor', opacity: 0.25 });

export const arc = style({
  stroke: 'currentColor',
  transformOrigin: 'center',
  animation: `${turn} 0.8s linear infinite`,
  '@media': {
    // A still quarter arc still reads as "busy" and does not trigger vestibular discomfort.
    [mediaQuery.reducedMotion]: { animation: 'none' },
  },
});
