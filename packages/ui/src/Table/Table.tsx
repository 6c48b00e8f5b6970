import {
  Cell as RACCell,
  type CellProps,
  Column as RACColumn,
  type ColumnProps,
  composeRenderProps,
  Row as RACRow,
  type RowProps,
  Table as RACTable,
  TableBody as RACTableBody,
  type TableBodyProps,
  TableHeader,
  type TableProps,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { cell, column, empty, row, sortIcon, table } from './Table.css';

/** A data grid with RAC's keyboard navigation; give it an `aria-label` or `aria-labelledby`. */
export function Table(props: TableProps) {
  return <RACTable {...props} className={table} />;
}

export { TableHeader };

/** A column header; `allowsSorting` makes it a sort button with an arrow for the current direction. */
export function Column({ children, ...rest }: ColumnProps) {
  return (
    <RACColumn {...rest} className={column}>
      {composeRenderProps(children, (content, { allowsSorting, sortDirection }) => (
        <>
          {content}
          {allowsSorting && sortDirection && (
            <span className={sortIcon} aria-hidden="true">
              <Icon name={sortDirection === 'ascending' ? 'arrow-up' : 'chevron-down'} size="sm" />
            </span>
          )}
        </>
      ))}
    </RACColumn>
  );
}

export interface TableBodyWithEmptyProps<T> extends TableBodyProps<T> {
  /** Text shown when there are no rows ("No products found"). */
  emptyText?: string;
}

export function TableBody<T extends object>({ emptyText, ...rest }: TableBodyWithEmptyProps<T>) {
  return (
    <RACTableBody
      {...rest}
      renderEmptyState={emptyText ? () => <div className={empty}>{emptyText}</div> : undefined}
    />
  );
}

export function Row<T extends object>(props: RowProps<T>) {
  return <RACRow {...props} className={row} />;
}

export function Cell(props: CellProps) {
  return <RACCell {...props} className={cell} />;
}

export type { SortDescriptor } from 'react-aria-components';
