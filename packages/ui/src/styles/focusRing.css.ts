import { vars } from '@site/tokens';
import type { StyleRule } from '@vanilla-extract/css';

/**
 * The one focus ring. RAC sets `data-focus-visible` only for keyboard focus, so mouse users never see it while
 * keyboard users always do; an outline (not a box-shadow) survives Windows high-contrast mode.
 */
export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} satisfies StyleRule;

/** Style object for RAC components: no ring by default, the shared ring on `[data-focus-visible]`. */
export const focusRingOnFocusVisible = {
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
} satisfies StyleRule;
