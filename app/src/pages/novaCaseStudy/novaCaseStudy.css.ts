import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';

export const banner = style({
  padding: `${vars.space['3']} 0`,
  background: vars.color.accent.soft,
  color: vars.color.text.default,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const bannerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const article = style({
  padding: `${vars.space['12']} 0`,
  display: 'grid',
  // minmax(0, …): an implicit column grows to its longest word, which at 320 px pushed the text off screen.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['10'],
});

/** The article's one-sentence takeaway, set large like a pull quote. */
export const core = style({
  margin: 0,
  padding: vars.space['6'],
  borderInlineStart: `4px solid ${vars.color.accent.solid}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.sunken,
  fontSize: vars.typography.fontSize.xl,
  fontWeight: vars.typography.fontWeight.semibold,
});
