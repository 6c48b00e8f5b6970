import { vars } from '@site/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const swatchContrastList = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const swatchContrast = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingBlock: vars.space['1'],
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  fontSize: vars.typography.fontSize.sm,
});

/**
 * A contrast badge's words may wrap here: in German with the platform font ("WCAG 17,10:1 · AAA · bestanden") one
 * badge is wider than a 320 px phone's row.
 */
globalStyle(`${swatchContrast} span`, { whiteSpace: 'normal' });

export const entryName = style({
  fontFamily: vars.typography.fontFamily.mono,
  minWidth: 'min(100%, 16rem)',
});

export const chip = style({
  display: 'inline-block',
  width: '1rem',
  height: '1rem',
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  boxShadow: `inset 0 0 0 1px ${vars.color.border.strong}`,
});

export const exportOutput = style({
  maxHeight: '20rem',
  overflow: 'auto',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  fontFamily: vars.typography.fontFamily.mono,
  fontSize: vars.typography.fontSize.xs,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const pre = style({ margin: 0, fontFamily: 'inherit', whiteSpace: 'pre' });

export const importTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.typography.fontSize.sm,
});

globalStyle(`${importTable} th, ${importTable} td`, {
  padding: vars.space['2'],
  textAlign: 'start',
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  verticalAlign: 'top',
});

export const tableScroll = style({ overflowX: 'auto' });

export const mono = style({ fontFamily: vars.typography.fontFamily.mono, overflowWrap: 'anywhere' });
