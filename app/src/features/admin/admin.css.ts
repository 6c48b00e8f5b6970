import { vars } from '@site/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

// The shared ring of @site/ui, repeated here because .css.ts files must not load the component barrel.
const ring = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' };
const focusRingOnFocusVisible = style({
  outline: 'none',
  selectors: { '&[data-focus-visible], &:focus-visible': ring },
});

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

export const content = style({
  maxWidth: vars.size.containerLg,
  margin: '0 auto',
  padding: vars.space['6'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
});

export const card = style({
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  padding: vars.space['6'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
});

export const tabList = style({
  display: 'flex',
  gap: vars.space['1'],
  padding: vars.space['1'],
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  width: 'fit-content',
  flexWrap: 'wrap',
});

export const tab = style([
  focusRingOnFocusVisible,
  {
    padding: `${vars.space['2']} ${vars.space['4']}`,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    color: vars.color.text.muted,
    fontWeight: vars.typography.fontWeight.medium,
    outline: 'none',
    selectors: {
      '&[data-selected]': { background: vars.color.surface.raised, color: vars.color.text.default },
      '&[data-hovered]': { color: vars.color.text.default },
    },
  },
]);

export const tabPanel = style([focusRingOnFocusVisible, { outline: 'none', paddingTop: vars.space['4'] }]);

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const label = style({
  fontWeight: vars.typography.fontWeight.medium,
  fontSize: vars.typography.fontSize.sm,
});

export const input = style([
  focusRingOnFocusVisible,
  {
    font: 'inherit',
    color: vars.color.text.default,
    background: vars.color.surface.page,
    border: `1px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.md,
    padding: `${vars.space['2']} ${vars.space['3']}`,
    minHeight: '2.5rem',
    outline: 'none',
    selectors: {
      '&[data-focused]': { borderColor: vars.color.accent.solid },
      '&[aria-invalid="true"], &[data-invalid]': { borderColor: vars.color.state.danger.solid },
    },
  },
]);

export const textArea = style([input, { minHeight: '5rem', resize: 'vertical' }]);

export const selectButton = style([
  input,
  {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: vars.space['2'],
    cursor: 'pointer',
    textAlign: 'start',
  },
]);

export const placeholder = style({ color: vars.color.text.muted });

export const popover = style({
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  minWidth: 'var(--trigger-width)',
  zIndex: vars.zIndex.modal,
});

export const listBox = style({ padding: vars.space['1'], outline: 'none' });

export const option = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.accent.soft },
    '&[data-selected]': { fontWeight: vars.typography.fontWeight.semibold },
  },
});

export const help = style({ fontSize: vars.typography.fontSize.sm, color: vars.color.text.muted });
export const error = style({ fontSize: vars.typography.fontSize.sm, color: vars.color.state.danger.text });

export const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  fontSize: vars.typography.fontSize.xs,
  fontWeight: vars.typography.fontWeight.semibold,
  border: `1px solid ${vars.color.border.subtle}`,
});
export const badgeActive = style({
  background: vars.color.state.success.soft,
  color: vars.color.state.success.text,
});
export const badgeDraft = style({
  background: vars.color.state.warning.soft,
  color: vars.color.state.warning.text,
});
export const badgeArchived = style({ background: vars.color.surface.sunken, color: vars.color.text.muted });

export const tableWrap = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${vars.space['3']} ${vars.space['2']}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  verticalAlign: 'middle',
});
globalStyle(`${table} th`, { fontSize: vars.typography.fontSize.sm, color: vars.color.text.muted });

export const swatch = style({
  display: 'inline-block',
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.strong}`,
  verticalAlign: 'middle',
  flexShrink: 0,
});

export const dot = style([swatch, { borderRadius: vars.radius.full, width: '0.875rem', height: '0.875rem' }]);

export const mono = style({
  fontFamily: vars.typography.fontFamily.mono,
  fontSize: vars.typography.fontSize.sm,
});

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

export const managerLayout = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 64rem)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const productButton = style([
  focusRingOnFocusVisible,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    width: '100%',
    padding: vars.space['2'],
    font: 'inherit',
    color: vars.color.text.default,
    background: 'transparent',
    border: `1px solid transparent`,
    borderRadius: vars.radius.md,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[aria-pressed="true"]': {
        borderColor: vars.color.border.strong,
        background: vars.color.surface.sunken,
      },
      '&[data-hovered]': { background: vars.color.surface.sunken },
    },
  },
]);

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const sample = style({
  borderRadius: vars.radius.lg,
  padding: vars.space['4'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const sampleButton = style([
  focusRingOnFocusVisible,
  {
    font: 'inherit',
    padding: `${vars.space['2']} ${vars.space['4']}`,
    borderRadius: vars.radius.md,
    border: '1px solid',
    cursor: 'pointer',
    outline: 'none',
  },
]);

export const sampleCards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space['3'],
});
export const sampleCard = style({ borderRadius: vars.radius.md, padding: vars.space['3'] });

export const toastRegion = style({
  position: 'fixed',
  insetBlockEnd: vars.space['4'],
  insetInlineEnd: vars.space['4'],
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  outline: 'none',
});

export const toast = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'flex-start',
  minWidth: '18rem',
  maxWidth: '24rem',
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  border: `1px solid ${vars.color.border.strong}`,
});
export const toastDestructive = style({
  borderColor: vars.color.state.danger.solid,
  background: vars.color.state.danger.soft,
});

export const count = style({
  fontSize: vars.typography.fontSize['3xl'],
  lineHeight: vars.typography.lineHeight.tight,
});

export const pre = style({ margin: 0, fontFamily: 'inherit' });
