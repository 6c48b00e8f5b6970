import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';

export const card = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  height: '100%',
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
});

export const stars = style({
  display: 'flex',
  gap: vars.space['1'],
  color: vars.color.state.warning.solid,
  fontSize: vars.typography.fontSize.lg,
  lineHeight: 1,
});

export const emptyStar = style({ color: vars.color.border.strong });

export const quote = style({
  margin: 0,
  flexGrow: 1,
  fontSize: vars.typography.fontSize.lg,
  lineHeight: vars.typography.lineHeight.relaxed,
  fontStyle: 'italic',
  quotes: '"\\201C" "\\201D"',
  selectors: {
    '&::before': { content: 'open-quote' },
    '&::after': { content: 'close-quote' },
  },
});

export const caption = style({ display: 'grid', gap: vars.space['1'] });

export const author = style({ fontWeight: vars.typography.fontWeight.bold, fontStyle: 'normal' });

export const role = style({ fontSize: vars.typography.fontSize.sm, color: vars.color.text.muted });
