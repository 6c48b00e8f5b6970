import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../styles/breakpoints';
import { focusRing } from '../styles/focusRing.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const tabList = style({
  display: 'flex',
  gap: vars.space['1'],
  padding: vars.space['1'],
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  overflowX: 'auto',
});

export const tab = style({
  flex: '1 0 auto',
  paddingBlock: vars.space['2'],
  // Narrower tabs on phones, so three or four of them fit without scrolling the list sideways.
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  textAlign: 'center',
  '@media': { [mediaQuery.sm]: { paddingInline: vars.space['4'] } },
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.medium,
  color: vars.color.text.muted,
  cursor: 'pointer',
  outline: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-hovered]': { color: vars.color.text.default },
    '&[data-selected]': {
      background: vars.color.surface.raised,
      color: vars.color.text.default,
      boxShadow: vars.shadow.sm,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const tabPanel = style({
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&[data-focus-visible]': focusRing },
});
