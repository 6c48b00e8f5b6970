import { style } from '@vanilla-extract/css';
import { focusRingOnFocusVisible } from '@site/ui';
import { vars } from '@site/tokens';

export const controls = style({
  display: 'grid',
  gap: vars.space['4'],
  alignItems: 'end',
  '@media': { '(min-width: 1024px)': { gridTemplateColumns: '1fr 20rem' } },
});

export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  paddingBottom: vars.space['2'],
});

export const tab = style([
  focusRingOnFocusVisible,
  {
    padding: `${vars.space['2']} ${vars.space['4']}`,
    borderRadius: vars.radius.full,
    cursor: 'pointer',
    color: vars.color.text.default,
    fontWeight: vars.typography.fontWeight.medium,
    border: `1px solid ${vars.color.border.strong}`,
    background: vars.color.surface.raised,
    selectors: {
      '&[data-hovered]': { background: vars.color.surface.sunken },
      '&[data-selected]': {
        background: vars.color.accent.solid,
        borderColor: vars.color.accent.solid,
        color: vars.color.text.onAccent,
      },
    },
  },
]);

export const panel = style([
  focusRingOnFocusVisible,
  { paddingTop: vars.space['6'], borderRadius: vars.radius.md },
]);

export const searchField = style({ display: 'grid', gap: vars.space['1'] });

export const searchLabel = style({ fontWeight: vars.typography.fontWeight.medium });

export const searchInputRow = style({ position: 'relative', display: 'flex' });

export const searchInput = style([
  focusRingOnFocusVisible,
  {
    flex: 1,
    padding: `${vars.space['2']} ${vars.space['10']} ${vars.space['2']} ${vars.space['3']}`,
    minHeight: '2.75rem',
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border.strong}`,
    background: vars.color.surface.page,
    color: vars.color.text.default,
    font: 'inherit',
    '::placeholder': { color: vars.color.text.muted },
    '::-webkit-search-cancel-button': { display: 'none' },
  },
]);

export const clearButton = style([
  focusRingOnFocusVisible,
  {
    position: 'absolute',
    insetInlineEnd: vars.space['1'],
    top: '50%',
    transform: 'translateY(-50%)',
    width: '2.25rem',
    height: '2.25rem',
    display: 'grid',
    placeItems: 'center',
    border: 0,
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text.muted,
    cursor: 'pointer',
    selectors: { '[data-empty] &': { display: 'none' } },
  },
]);

export const empty = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['10'],
  textAlign: 'center',
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border.strong}`,
});

export const surveyLink = style([
  focusRingOnFocusVisible,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '2.75rem',
    padding: `${vars.space['3']} ${vars.space['6']}`,
    borderRadius: vars.radius.md,
    background: vars.color.accent.solid,
    color: vars.color.text.onAccent,
    fontWeight: vars.typography.fontWeight.semibold,
    textDecoration: 'none',
    ':hover': { background: vars.color.accent.solidHover },
    ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
]);
