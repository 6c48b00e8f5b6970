import { vars } from '@site/tokens';
import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const root = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: vars.space['3'],
    padding: vars.space['5'],
    borderRadius: vars.radius.md,
    borderInlineStart: '4px solid',
    color: vars.color.text.default,
  },
  variants: {
    tone: {
      info: { background: vars.color.state.info.soft, borderColor: vars.color.state.info.solid },
      warning: { background: vars.color.state.warning.soft, borderColor: vars.color.state.warning.solid },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '1.5rem',
    height: '1.5rem',
    borderRadius: vars.radius.full,
    fontWeight: vars.typography.fontWeight.bold,
    fontSize: vars.typography.fontSize.sm,
    color: vars.color.surface.raised,
  },
  variants: {
    tone: {
      info: { background: vars.color.state.info.text },
      warning: { background: vars.color.state.warning.text },
    },
  },
});

export const content = style({ display: 'grid', gap: vars.space['2'] });

export const title = style({
  // A word wider than the box breaks rather than widening it (German compounds on a phone).
  overflowWrap: 'anywhere',
  margin: 0,
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize.md,
  fontWeight: vars.typography.fontWeight.bold,
});

export const body = style({
  fontSize: vars.typography.fontSize.sm,
  lineHeight: vars.typography.lineHeight.relaxed,
});

// Paragraphs come from the app, so their spacing is set from here.
globalStyle(`${body} > p`, { margin: 0 });
globalStyle(`${body} > * + *`, { marginTop: vars.space['2'] });
