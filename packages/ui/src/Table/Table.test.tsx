import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { Cell, Column, Row, Table, TableBody, TableHeader } from './Table';

const data = [
  { id: '1', name: 'NOVA' },
  { id: '2', name: 'IC' },
  { id: '3', name: 'SOPHIE' },
];

function Sortable({ items = data }: { items?: typeof data }) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const rows = [...items].sort(
    (a, b) => (sort.direction === 'ascending' ? 1 : -1) * a.name.localeCompare(b.name),
  );
  return (
    <Table aria-label="Produkte" sortDescriptor={sort} onSortChange={setSort}>
      <TableHeader>
        <Column id="name" isRowHeader allowsSorting>
          Name
        </Column>
      </TableHeader>
      <TableBody items={rows} emptyText="Keine Produkte gefunden">
        {(item) => (
          <Row id={item.id}>
            <Cell>{item.name}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('Table', () => {
  it('is a named grid whose sortable column flips the order and says so', async () => {
    render(<Sortable />);
    const grid = screen.getByRole('grid', { name: 'Produkte' });
    expect(names()).toEqual(['IC', 'NOVA', 'SOPHIE']);
    const header = within(grid).getByRole('columnheader', { name: 'Name' });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(header);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['SOPHIE', 'NOVA', 'IC']);
  });

  it('moves between rows with the arrow keys', async () => {
    render(<Sortable />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('NOVA');
  });

  it('shows the empty text when nothing matches', () => {
    render(<Sortable items={[]} />);
    expect(screen.getByText('Keine Produkte gefunden')).toBeInTheDocument();
  });

  it('keeps a class the caller gives each part beside its own', () => {
    render(
      <Table aria-label="Produkte" className="caller-table">
        <TableHeader>
          <Column isRowHeader className="caller-column">
            Name
          </Column>
        </TableHeader>
        <TableBody>
          <Row className="caller-row">
            <Cell className={({ isFocused }) => (isFocused ? 'focused-cell' : 'caller-cell')}>NOVA</Cell>
          </Row>
        </TableBody>
      </Table>,
    );
    const grid = screen.getByRole('grid', { name: 'Produkte' });
    expect(grid.className).toMatch(/\S+ caller-table/);
    expect(screen.getByRole('columnheader').className).toMatch(/\S+ caller-column/);
    expect(within(grid).getAllByRole('row')[1]!.className).toMatch(/\S+ caller-row/);
    expect(screen.getByRole('rowheader', { name: 'NOVA' }).className).toMatch(/\S+ caller-cell/);
  });

  it('draws the same arrow for both directions, turned over for descending', async () => {
    const user = userEvent.setup();
    render(<Sortable />);
    const header = screen.getByRole('columnheader', { name: 'Name' });
    const glyph = () => header.querySelector('svg')?.innerHTML;
    const ascending = glyph();
    await user.click(header);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(glyph()).toBe(ascending);
    expect(getComputedStyle(header.querySelector('svg')!.parentElement!).transform).not.toBe('none');
  });
});
