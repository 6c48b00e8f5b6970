import { vars } from '@site/tokens';
import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { type Breakpoint, breakpoints, mediaQuery } from '../styles/breakpoints';

export type SpaceKey = keyof typeof vars.space;
const spaceKeys = Object.keys(vars.space) as SpaceKey[];
const gapStyles = Object.fromEntries(spaceKeys.map((key) => [key, { gap: vars.space[key] }])) as Record<
  SpaceKey,
  { gap: string }
>;

export const container = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space['4'],
    boxSizing: 'border-box',
    '@media': { [mediaQuery.md]: { paddingInline: vars.space['6'] } },
  },
  variants: {
    size: {
      sm: { maxWidth: vars.size.containerSm },
      md: { maxWidth: vars.size.containerMd },
      lg: { maxWidth: vars.size.containerLg },
      full: { maxWidth: 'none' },
    },
  },
  defaultVariants: { size: 'lg' },
});

export const stack = recipe({
  base: { display: 'flex', minWidth: 0 },
  variants: {
    direction: {
      column: { flexDirection: 'column' },
      row: { flexDirection: 'row' },
      // Column on phones, row from `md` up: the usual shape for button groups and media + text.
      responsive: { flexDirection: 'column', '@media': { [mediaQuery.md]: { flexDirection: 'row' } } },
    },
    gap: gapStyles,
    align: {
      stretch: { alignItems: 'stretch' },
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
      baseline: { alignItems: 'baseline' },
    },
    justify: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
    wrap: { true: { flexWrap: 'wrap' }, false: {} },
  },
  defaultVariants: { direction: 'column', gap: '4', align: 'stretch', justify: 'start', wrap: false },
});

export const grid = style({ display: 'grid', minWidth: 0 });
export const gridGap = styleVariants(gapStyles);

export const gridColumnCounts = [1, 2, 3, 4, 5, 6] as const;
export type GridColumnCount = (typeof gridColumnCounts)[number];

function columnsAt(count: GridColumnCount) {
  // minmax(0, 1fr) instead of 1fr so long German compounds cannot push a column wider than its share.
  return { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` };
}

export const gridColumns = {
  base: styleVariants(Object.fromEntries(gridColumnCounts.map((n) => [n, columnsAt(n)]))),
  ...(Object.fromEntries(
    (Object.keys(breakpoints) as Breakpoint[]).map((bp) => [
      bp,
      styleVariants(
        Object.fromEntries(
          gridColumnCounts.map((n) => [n, { '@media': { [mediaQuery[bp]]: columnsAt(n) } }]),
        ),
      ),
    ]),
  ) as Record<Breakpoint, Record<string, string>>),
} as Record<'base' | Breakpoint, Record<string, string>>;
