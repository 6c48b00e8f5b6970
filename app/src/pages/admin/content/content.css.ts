import { vars } from '@site/tokens';
import { focusRing } from '@site/ui/focus-ring';
import { style } from '@vanilla-extract/css';

// The page editor's layout: groups as nested fieldsets, German and English side by side from 48rem (stacked on
// phones), list items with their own actions, the search-result previews and the preview frame.

const wide = 'screen and (min-width: 48rem)';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'], minWidth: 0 });

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'], minWidth: 0 });

/** A group of the copy: a fieldset whose legend is the group's heading. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
  margin: 0,
  padding: `${vars.space['4']} 0 0 ${vars.space['4']}`,
  border: 'none',
  borderInlineStart: `2px solid ${vars.color.border.subtle}`,
  '@media': { 'screen and (max-width: 30rem)': { paddingInlineStart: vars.space['2'] } },
});

export const legend = style({ padding: 0, marginBlockEnd: vars.space['2'] });

/** A field in both languages: two columns on a wide screen, one under the other on a phone. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  '@media': { [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const items = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.sunken,
  minWidth: 0,
});

export const listError = style({
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.state.danger.text,
});

/** A count over its guide: said in the warning colour, beside the words that say so. */
export const overGuide = style({
  color: vars.color.state.warning.text,
  fontWeight: vars.typography.fontWeight.medium,
});

export const searchResults = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  '@media': { [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const searchResult = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  overflowWrap: 'anywhere',
});

export const searchUrl = style({
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.text.muted,
});

export const searchTitle = style({
  margin: 0,
  fontSize: vars.typography.fontSize.lg,
  color: vars.color.text.link,
  lineHeight: vars.typography.lineHeight.snug,
});

export const searchDescription = style({
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.text.default,
});

export const previewControls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'] });

/** What the preview is scaled to: the panel's width, never the frame's. */
export const previewBox = style({ minWidth: 0, width: '100%', overflow: 'hidden' });

/** The preview's page, scaled down to the panel when it is wider (a desktop page on a laptop). */
export const previewViewport = style({
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.surface.sunken,
});

export const previewFrame = style({ display: 'block', border: 'none', transformOrigin: 'top left' });

export const choiceLabel = style({
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.medium,
  color: vars.color.text.default,
});

export const segmented = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const segmentedOptions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'] });

export const segment = style({
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  minHeight: '2.25rem',
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  color: vars.color.text.default,
  background: vars.color.surface.raised,
  fontSize: vars.typography.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': {
      background: vars.color.accent.solid,
      borderColor: vars.color.accent.solid,
      color: vars.color.text.onAccent,
    },
    '&[data-focus-visible]': focusRing,
  },
});

export const changes = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  overflowWrap: 'anywhere',
});

export const before = style({
  textDecoration: 'line-through',
  color: vars.color.state.danger.text,
  background: vars.color.state.danger.soft,
});

export const after = style({
  color: vars.color.state.success.text,
  background: vars.color.state.success.soft,
});

export const historyEntry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  paddingBlock: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });
