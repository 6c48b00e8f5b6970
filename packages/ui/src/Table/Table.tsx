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
import { withClass } from '../styles/withClass';
import { cell, column, empty, row, sortIcon, table } from './Table.css';

/** A data grid with RAC's keyboard navigation; give it an `aria-label` or `aria-labelledby`. */
export function Table({ className, ...props }: TableProps) {
  return <RACTable {...props} className={withClass(table, className)} />;
}

export { TableHeader };

/** A column header; `allowsSorting` makes it a sort button with an arrow for the current direction. */
export function Column({ children, className, ...rest }: ColumnProps) {
  return (
    <RACColumn {...rest} className={withClass(column, className)}>
      {composeRenderProps(children, (content, { allowsSorting, sortDirection }) => (
        <>
          {content}
          {allowsSorting && sortDirection && (
            <span className={sortIcon({ sortDirection })} aria-hidden="true">
              <Icon name="arrow-up" size="sm" />
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

export function Row<T extends object>({ className, ...props }: RowProps<T>) {
  return <RACRow {...props} className={withClass(row, className)} />;
}

export function Cell({ className, ...props }: CellProps) {
  return <RACCell {...props} className={withClass(cell, className)} />;
}

export type { SortDescriptor } from 'react-aria-components';
