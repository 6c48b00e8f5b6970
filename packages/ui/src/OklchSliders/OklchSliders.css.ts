import { vars } from '@site/tokens';
import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css';

export const root = style({
  display: 'grid',
  gap: vars.space['5'],
  minWidth: 0,
  border: 0,
  margin: 0,
  padding: 0,
  color: vars.color.text.default,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.fontSize.sm,
});

export const slider = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"label output" "track track"',
  rowGap: vars.space['2'],
});

export const label = style({ gridArea: 'label', fontWeight: vars.typography.fontWeight.medium });

export const output = style({
  gridArea: 'output',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.muted,
});

export const track = style({
  gridArea: 'track',
  position: 'relative',
  height: '1.75rem',
  borderRadius: vars.radius.md,
  // The gradient can be pale at either end; the strong border keeps the track's edge at 3:1 or more.
  boxShadow: `inset 0 0 0 1px ${vars.color.border.strong}`,
});

export const thumb = style({
  top: '50%',
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.full,
  border: '3px solid #FFFFFF',
  boxShadow: '0 0 0 1px rgb(0 0 0 / 0.6), 0 1px 3px rgb(0 0 0 / 0.4)',
  boxSizing: 'border-box',
  selectors: {
    '&[data-focus-visible]': { ...focusRing, width: '1.5rem', height: '1.5rem' },
    '&[data-dragging]': { width: '1.5rem', height: '1.5rem' },
    '&[data-disabled]': { opacity: 0.5 },
  },
});

export const result = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['2'],
});

export const swatch = style({
  width: '2.5rem',
  height: '2.5rem',
  flexShrink: 0,
  borderRadius: vars.radius.md,
  boxShadow: `inset 0 0 0 1px ${vars.color.border.strong}`,
});

export const mono = style({ fontFamily: vars.typography.fontFamily.mono, overflowWrap: 'anywhere' });

export const status = style({ display: 'contents' });

export const warning = style({
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'flex-start',
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.state.warning.soft,
  color: vars.color.state.warning.text,
  border: `1px solid ${vars.color.state.warning.solid}`,
  fontWeight: vars.typography.fontWeight.medium,
});

export const warningIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  boxSizing: 'border-box',
  fontWeight: vars.typography.fontWeight.bold,
  fontSize: vars.typography.fontSize.xs,
});

// react-aria keeps the range input inside a 1 px clipped wrapper in the thumb; at its natural width its box would
// still reach past a phone's edge when the thumb is at the end, so it is made as small as the wrapper.
globalStyle(`${thumb} input`, { width: '1px', height: '1px' });
