import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../styles/breakpoints';
import { focusRing } from '../styles/focusRing.css';

export const picker = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, 2.75rem)',
  gap: vars.space['3'],
  outline: 'none',
});

export const item = style({
  position: 'relative',
  borderRadius: vars.radius.md,
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': focusRing,
    // Selection is shown by a ring in the text colour, so it stays visible on every swatch colour.
    '&[data-selected]': {
      boxShadow: `0 0 0 2px ${vars.color.surface.page}, 0 0 0 4px ${vars.color.text.default}`,
    },
  },
  // A contrast theme drops shadows: the ring becomes an outline in the system's highlight.
  '@media': {
    [mediaQuery.forcedColors]: {
      selectors: { '&[data-selected]': { outline: '2px solid Highlight', outlineOffset: '2px' } },
    },
  },
});

export const swatch = style({
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.md,
  boxShadow: `inset 0 0 0 1px rgb(0 0 0 / 0.15)`,
  // The swatch's colour is what it shows: a contrast theme must not replace it.
  forcedColorAdjust: 'none',
});
