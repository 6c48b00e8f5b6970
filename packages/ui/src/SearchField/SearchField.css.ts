import { vars } from '@site/tokens';
import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css';

export const inputWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space['3'],
  color: vars.color.text.muted,
  pointerEvents: 'none',
});

export const searchInput = style({
  paddingInlineStart: vars.space['10'],
  paddingInlineEnd: vars.space['10'],
});

// The browser's own clear cross would duplicate ours.
globalStyle(`${searchInput}::-webkit-search-cancel-button`, { appearance: 'none' });

export const clearButton = style({
  position: 'absolute',
  insetInlineEnd: vars.space['2'],
  display: 'inline-flex',
  padding: vars.space['1'],
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.muted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text.default, background: vars.color.surface.sunken },
    '&[data-focus-visible]': focusRing,
  },
});
