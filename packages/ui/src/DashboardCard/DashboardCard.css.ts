import { vars } from '@site/tokens';
import { keyframes, style } from '@vanilla-extract/css';
import { mediaQuery } from '../styles/breakpoints';

/** Each bar's height in percent, set inline from the `bars` prop. */
export const barHeightProperty = '--bar-height';

export const card = style({
  display: 'grid',
  gap: vars.space['5'],
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.lg,
  color: vars.color.text.default,
  maxWidth: '24rem',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const title = style({
  // A word wider than the box breaks rather than widening it (German compounds on a phone).
  overflowWrap: 'anywhere',
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  color: vars.color.text.muted,
});

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.35 }, '100%': { opacity: 1 } });

export const online = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingInline: vars.space['3'],
  paddingBlock: vars.space['1'],
  borderRadius: vars.radius.full,
  background: vars.color.state.success.soft,
  color: vars.color.state.success.text,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  // On one line beside the title as long as it fits (it never shrinks); a label longer than half the card wraps
  // inside the pill, leaving the title the other half, instead of running past the card.
  flexShrink: 0,
  maxWidth: '50%',
});

export const dot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.state.success.solid,
  animation: `${pulse} 2s ${vars.motion.easing.standard} infinite`,
  '@media': { [mediaQuery.reducedMotion]: { animation: 'none' } },
});

export const metric = style({ display: 'grid', gap: vars.space['1'] });

export const metricValue = style({
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize['4xl'],
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const metricLabel = style({ color: vars.color.text.muted });

export const bars = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space['2'],
  height: '4rem',
});

export const bar = style({
  flex: 1,
  height: `var(${barHeightProperty})`,
  minHeight: '2px',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  backgroundImage: `linear-gradient(180deg, ${vars.color.accent.solid}, ${vars.color.accent.secondary})`,
});
