import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css';

export const slider = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"label output" "track track"',
  rowGap: vars.space['2'],
  color: vars.color.text.default,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.fontSize.sm,
  selectors: {
    '&[data-orientation="vertical"]': {
      gridTemplateColumns: 'auto',
      gridTemplateAreas: '"label" "output" "track"',
      justifyItems: 'center',
      height: '100%',
    },
  },
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
  // The track's own gradient hides the boundary on light colours; the strong border keeps it ≥ 3:1.
  boxShadow: `inset 0 0 0 1px ${vars.color.border.strong}`,
  selectors: {
    '[data-orientation="vertical"] &': { width: '1.75rem', height: 'auto', minHeight: '8rem', flex: 1 },
  },
});

export const thumb = style({
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.full,
  border: '3px solid #FFFFFF',
  boxShadow: '0 0 0 1px rgb(0 0 0 / 0.6), 0 1px 3px rgb(0 0 0 / 0.4)',
  top: '50%',
  boxSizing: 'border-box',
  selectors: {
    '[data-orientation="vertical"] &': { left: '50%', top: 'auto' },
    '&[data-focus-visible]': { ...focusRing, width: '1.5rem', height: '1.5rem' },
    '&[data-dragging]': { width: '1.5rem', height: '1.5rem' },
    '&[data-disabled]': { opacity: 0.5 },
  },
});
