import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../styles/breakpoints';
import { focusRing } from '../styles/focusRing.css';

export const group = style({ display: 'flex', flexDirection: 'column' });

export const item = style({
  selectors: {
    [`${group}[data-separated] > &:not(:first-child)`]: {
      borderTop: `1px solid ${vars.color.border.subtle}`,
    },
  },
});

export const question = style({ margin: 0 });

export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  paddingBlock: vars.space['4'],
  paddingInline: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text.default,
  font: 'inherit',
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.semibold,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&[data-focus-visible]': focusRing },
});

export const chevron = style({
  transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  '@media': { [mediaQuery.reducedMotion]: { transition: 'none' } },
  selectors: { [`${item}[data-expanded] &`]: { transform: 'rotate(180deg)' } },
});

export const answer = style({
  color: vars.color.text.muted,
  lineHeight: vars.typography.lineHeight.relaxed,
  paddingBlockEnd: vars.space['4'],
  // A closed answer is `hidden="until-found"` once hydrated, which keeps its box (so find-in-page can open it):
  // without this its padding would add 16 px per question, and the list would jump as the page hydrates.
  selectors: { '&[hidden]': { paddingBlockEnd: 0 } },
});
