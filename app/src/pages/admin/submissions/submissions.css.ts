import { vars } from '@site/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

// The library's focus ring through its stylesheet-only entry: the barrel is React code, which a stylesheet must not load.
import { focusRing } from '@site/ui/focus-ring';

// The inbox's own pieces: the selectable table, its checkboxes, the filter grid, the detail's field list and the
// rating chart. Fields, buttons, dialogs and badges come from @site/ui.

export const filterArea = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const filters = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))',
  alignItems: 'end',
});

export const searchRow = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'end',
  flexWrap: 'wrap',
});
export const grow = style({ flex: '1 1 14rem', minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'center',
  flexWrap: 'wrap',
});

// The selection bar stands out so an admin sees what the next button acts on.
export const selectionBar = style([
  toolbar,
  {
    padding: vars.space['3'],
    borderRadius: vars.radius.md,
    background: vars.color.accent.soft,
    color: vars.color.text.default,
  },
]);

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.text.default,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' } },
});

export const column = style({
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['3'],
  textAlign: 'start',
  fontWeight: vars.typography.fontWeight.semibold,
  color: vars.color.text.muted,
  borderBottom: `1px solid ${vars.color.border.strong}`,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' } },
});

export const checkColumn = style([column, { width: '2.75rem' }]);

export const row = style({
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border.subtle}` },
    '&[data-hovered]': { background: vars.color.surface.sunken },
    '&[data-selected]': { background: vars.color.accent.soft },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

// Unread rows are set in bold, as every mail client does; the status column says it in words too.
export const unreadRow = style({ fontWeight: vars.typography.fontWeight.semibold });

export const cell = style({
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  verticalAlign: 'middle',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' } },
});

export const nowrap = style({ whiteSpace: 'nowrap' });

export const muted = style({
  color: vars.color.text.muted,
  fontWeight: vars.typography.fontWeight.regular,
});

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '1.5rem',
  cursor: 'pointer',
  color: vars.color.text.default,
  fontSize: vars.typography.fontSize.md,
  outline: 'none',
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25rem',
  height: '1.25rem',
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.border.strong}`,
  background: vars.color.surface.raised,
  color: vars.color.text.onAccent,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.accent.solid,
      borderColor: vars.color.accent.solid,
    },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
  },
});

export const checkboxGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const groupLabel = style({
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.medium,
});

export const fieldError = style({
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.state.danger.text,
});

/** The detail's fields: label over value on phones, side by side from a tablet up. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  margin: 0,
  '@media': { 'screen and (min-width: 40rem)': { gridTemplateColumns: 'minmax(8rem, auto) minmax(0, 1fr)' } },
});
export const factLabel = style({ color: vars.color.text.muted, fontSize: vars.typography.fontSize.sm });
export const factValue = style({
  margin: 0,
  overflowWrap: 'anywhere',
  marginBlockEnd: vars.space['2'],
});
export const message = style({ whiteSpace: 'pre-wrap' });

export const mono = style({
  fontFamily: vars.typography.fontFamily.mono,
  fontSize: vars.typography.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const secret = style([
  mono,
  {
    display: 'block',
    padding: vars.space['3'],
    borderRadius: vars.radius.md,
    background: vars.color.surface.sunken,
    userSelect: 'all',
  },
]);

/** The rating chart: one labelled bar per group, each split by the share of 1 to 5 stars. */
export const chart = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const chartRow = style({
  display: 'grid',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'center',
  '@media': {
    'screen and (min-width: 40rem)': { gridTemplateColumns: 'minmax(8rem, 12rem) minmax(0, 1fr) auto' },
  },
});
export const bar = style({
  display: 'flex',
  height: '1.5rem',
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: vars.color.surface.sunken,
  border: `1px solid ${vars.color.border.strong}`,
});
const segmentBase = style({ height: '100%' });
/** One to five stars, from the danger colour to the success colour, the middle neutral. */
export const segment = styleVariants({
  1: [segmentBase, { background: vars.color.state.danger.solid }],
  2: [segmentBase, { background: vars.color.state.warning.solid }],
  3: [segmentBase, { background: vars.color.text.muted }],
  4: [segmentBase, { background: vars.color.state.info.solid }],
  5: [segmentBase, { background: vars.color.state.success.solid }],
});
export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.typography.fontSize.sm,
});
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });
export const legendSwatch = style({
  display: 'inline-block',
  width: '0.875rem',
  height: '0.875rem',
  borderRadius: vars.radius.sm,
});

/** The statistics as a plain table, the chart's figures for screen readers and exact reading. */
export const dataTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.typography.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
export const dataHead = style({
  textAlign: 'start',
  padding: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border.strong}`,
  color: vars.color.text.muted,
  fontWeight: vars.typography.fontWeight.semibold,
});
export const dataCell = style({
  padding: vars.space['2'],
  textAlign: 'start',
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const chartBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const chartFigure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

export const tableScroll = style({
  overflowX: 'auto',
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

// A bidirectional control in a visitor's text, shown as its code point instead of reordering what follows it.
export const bidiControl = style({
  fontFamily: vars.typography.fontFamily.mono,
  fontSize: '0.85em',
  paddingInline: '0.2em',
  marginInline: '0.1em',
  border: '1px dashed currentColor',
  borderRadius: vars.radius.sm,
  background: vars.color.surface.sunken,
  whiteSpace: 'nowrap',
});
