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
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.medium,
  color: vars.color.text.muted,
  cursor: 'pointer',
  outline: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-hovered]': { color: vars.color.text.default },
    // The raised background alone differs from the list's by about 1.1:1; a bar in the accent colour marks the
    // selected tab clearly (WCAG 1.4.11).
    '&[data-selected]': {
      background: vars.color.surface.raised,
      color: vars.color.text.default,
      boxShadow: `${vars.shadow.sm}, inset 0 -2px 0 ${vars.color.accent.solid}`,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
  '@media': {
    [mediaQuery.sm]: { paddingInline: vars.space['4'] },
    // A contrast theme drops backgrounds and shadows: the selected tab takes the system's highlight.
    [mediaQuery.forcedColors]: {
      selectors: {
        '&[data-selected]': { forcedColorAdjust: 'none', background: 'Highlight', color: 'HighlightText' },
      },
    },
  },
});

export const tabPanel = style({
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&[data-focus-visible]': focusRing },
});
