import { vars } from '@site/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

// Page layout and the few admin-only pieces (colour swatches, CSS listing, the product colour sample);
// fields, cards, tabs, the table and toasts come from @site/ui.

export const page = style({
  minHeight: '100vh',
  background: vars.color.surface.page,
  color: vars.color.text.default,
  fontFamily: vars.typography.fontFamily.body,
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space['4'],
  flexWrap: 'wrap',
  padding: `${vars.space['4']} ${vars.space['6']}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
});

/** The brand in the header: a link back to the panel that reads as the brand. */
export const brand = style({
  fontWeight: vars.typography.fontWeight.semibold,
  color: vars.color.text.default,
});

export const content = style({
  maxWidth: vars.size.containerLg,
  margin: '0 auto',
  padding: vars.space['6'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  '@media': { 'screen and (max-width: 40rem)': { padding: vars.space['4'] } },
});

// The five-column table is wider than a phone; it scrolls sideways inside its card instead of the page.
export const tableWrap = style({ overflowX: 'auto' });

export const swatch = style({
  display: 'inline-block',
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.strong}`,
  verticalAlign: 'middle',
  flexShrink: 0,
});

// As tall as the text field next to it, so the chosen product colour reads as part of the field.
export const colorSwatch = style([
  swatch,
  { width: '2.5rem', height: '2.5rem', borderRadius: vars.radius.md },
]);
export const growField = style({ flex: 1 });

export const dot = style([swatch, { borderRadius: vars.radius.full, width: '0.875rem', height: '0.875rem' }]);

export const mono = style({
  fontFamily: vars.typography.fontFamily.mono,
  fontSize: vars.typography.fontSize.sm,
});

/** An address in a table cell: broken at its hyphens it reads as two; the table scrolls sideways instead. */
export const address = style([mono, { whiteSpace: 'nowrap' }]);

/** The audit log's details (JSON without spaces): wrapped anywhere rather than cut off on a phone. */
export const auditDetails = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const auditDetail = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space['2'],
});
globalStyle(`${auditDetail} dt`, { color: vars.color.text.muted });
globalStyle(`${auditDetail} dt::after`, { content: '":"' });
globalStyle(`${auditDetail} dd`, { margin: 0 });

/** A button whose label may hold a word longer than a phone's card is wide (German's compounds). */
export const wrappingButton = style({ maxWidth: '100%', overflowWrap: 'anywhere', hyphens: 'auto' });

export const cssOutput = style([
  mono,
  {
    background: vars.color.surface.sunken,
    padding: vars.space['4'],
    borderRadius: vars.radius.md,
    overflowX: 'auto',
    whiteSpace: 'pre',
    margin: 0,
  },
]);

export const pre = style({ margin: 0, fontFamily: 'inherit' });

export const managerLayout = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 64rem)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

// A row of the Available Products list: dot, name and hex from the start, the chosen one marked.
export const productButton = style({
  justifyContent: 'flex-start',
  selectors: {
    // The sunken background alone is faint (about 1.1:1); a bar in the accent colour marks the chosen product.
    '&[aria-pressed="true"]': {
      background: vars.color.surface.sunken,
      boxShadow: `inset 3px 0 0 ${vars.color.accent.solid}`,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[aria-pressed="true"]': { outline: '2px solid Highlight', outlineOffset: '-2px' } },
    },
  },
});

export const sample = style({
  borderRadius: vars.radius.lg,
  padding: vars.space['4'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const sampleCards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space['3'],
});
export const sampleCard = style({ borderRadius: vars.radius.md, padding: vars.space['3'] });

export const headerNav = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexWrap: 'wrap',
});

/** A row of a plain list: what it is on the left, its action on the right, wrapping on phones. */
export const listRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space['3'],
  flexWrap: 'wrap',
  padding: `${vars.space['2']} 0`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});
