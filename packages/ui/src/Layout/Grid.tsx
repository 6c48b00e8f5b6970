import type { ElementType, HTMLAttributes } from 'react';
import type { Breakpoint, Responsive } from '../styles/breakpoints';
import { type GridColumnCount, grid, gridColumns, gridGap, type SpaceKey } from './Layout.css';

export { type GridColumnCount, gridColumnCounts } from './Layout.css';

export interface GridProps extends HTMLAttributes<HTMLElement> {
  /** Equal columns, per breakpoint: `{ base: 1, md: 2, lg: 3 }`. @default 1 */
  columns?: Responsive<GridColumnCount>;
  /** Space between cells, a key of `vars.space`. @default '6' */
  gap?: SpaceKey;
  /** @default 'div' */
  as?: ElementType;
}

function columnClasses(columns: Responsive<GridColumnCount>): string[] {
  if (typeof columns === 'number') return [gridColumns.base[columns]!];
  return (Object.entries(columns) as [Breakpoint | 'base', GridColumnCount][]).map(
    ([bp, count]) => gridColumns[bp][count]!,
  );
}

/** Responsive card grids; columns change at the shared breakpoints, never in JS. */
export function Grid({ columns = 1, gap = '6', as: Element = 'div', className, ...rest }: GridProps) {
  return (
    <Element
      {...rest}
      className={[grid, gridGap[gap], ...columnClasses(columns), className].filter(Boolean).join(' ')}
    />
  );
}
