import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
  fontFamily: vars.typography.fontFamily.body,
});

/** "Aa" as generated content: contrast checkers read it as decoration, which it is. */
export const sample = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2rem',
  height: '1.5rem',
  borderRadius: vars.radius.sm,
  boxShadow: `inset 0 0 0 1px ${vars.color.border.subtle}`,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  '::before': { content: '"Aa"' },
});

/** The verdict may wrap inside its badge on a phone rather than run past the screen's edge, cut off. */
export const verdict = style({
  // Inside the root, to outrank the Badge's own nowrap whichever stylesheet comes first.
  selectors: { [`${root} &`]: { whiteSpace: 'normal', maxWidth: '100%' } },
});
