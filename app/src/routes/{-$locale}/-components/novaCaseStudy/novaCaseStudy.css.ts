import { style } from '@vanilla-extract/css';
import { focusRing } from '@site/ui';
import { vars } from '@site/tokens';

export const banner = style({
  padding: `${vars.space['3']} 0`,
  background: vars.color.accent.soft,
  color: vars.color.accent.text,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const bannerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  cursor: 'pointer',
  color: vars.color.text.default,
  fontWeight: vars.typography.fontWeight.medium,
});

export const track = style({
  width: '2.75rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border.strong}`,
  background: vars.color.surface.page,
  display: 'inline-flex',
  alignItems: 'center',
  padding: '2px',
  transition: `background ${vars.motion.duration.fast}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      background: vars.color.accent.solid,
      borderColor: vars.color.accent.solid,
    },
    [`${switchRoot}[data-focus-visible] &`]: focusRing,
  },
});

export const thumb = style({
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.full,
  background: vars.color.text.default,
  transition: `transform ${vars.motion.duration.fast}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      transform: 'translateX(1.25rem)',
      background: vars.color.text.onAccent,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const article = style({ padding: `${vars.space['12']} 0`, display: 'grid', gap: vars.space['10'] });

export const core = style({
  margin: 0,
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.sunken,
  fontSize: vars.typography.fontSize.xl,
  fontWeight: vars.typography.fontWeight.semibold,
});
