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

/**
 * Keyboard focus on a link or a button: RAC's `data-focus-visible` once its component has hydrated, the browser's
 * own `:focus-visible` on prerendered HTML that never hydrates (a content page's links are plain HTML). For links
 * and buttons the browser shows it on the same occasions as RAC: the keyboard, never a pointer.
 */
export const keyboardFocus = '&[data-focus-visible], &:focus-visible';

/** Style object for RAC components: no ring by default, the shared ring on `[data-focus-visible]`. */
export const focusRingOnFocusVisible = {
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
} satisfies StyleRule;
