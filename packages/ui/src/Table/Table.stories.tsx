import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { Badge } from '../Badge/Badge';
import { Cell, Column, Row, Table, TableBody, TableHeader } from './Table';

const products = [
  { id: '1', name: 'SOPHIE', type: 'AI Assistant', status: 'active' },
  { id: '2', name: 'NOVA', type: 'Quantum Program', status: 'active' },
  { id: '3', name: 'IC', type: 'Consciousness System', status: 'draft' },
] as const;

const words = {
  de: {
    name: 'Name',
    type: 'Typ',
    status: 'Status',
    active: 'Aktiv',
    draft: 'Entwurf',
    label: 'Produkte',
    empty: 'Keine Produkte gefunden',
  },
  en: {
    name: 'Name',
    type: 'Type',
    status: 'Status',
    active: 'Active',
    draft: 'Draft',
    label: 'Products',
    empty: 'No products found',
  },
} as const;

function ProductTable({ locale, isEmpty }: { locale: 'de' | 'en'; isEmpty?: boolean }) {
  const t = words[locale];
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const rows = isEmpty
    ? []
    : [...products].sort((a, b) => {
        const key = sort.column as 'name' | 'type';
        const order = a[key].localeCompare(b[key]);
        return sort.direction === 'descending' ? -order : order;
      });
  return (
    <Table aria-label={t.label} sortDescriptor={sort} onSortChange={setSort}>
      <TableHeader>
        <Column id="name" isRowHeader allowsSorting>
          {t.name}
        </Column>
        <Column id="type" allowsSorting>
          {t.type}
        </Column>
        <Column id="status">{t.status}</Column>
      </TableHeader>
      <TableBody items={rows} emptyText={t.empty}>
        {(item) => (
          <Row id={item.id}>
            <Cell>{item.name}</Cell>
            <Cell>{item.type}</Cell>
            <Cell>
              <Badge tone={item.status === 'active' ? 'success' : 'warning'}>{t[item.status]}</Badge>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'Components/Table',
  component: ProductTable,
  args: { locale: 'de', isEmpty: false },
  parameters: { controls: { exclude: ['locale'] } },
  render: (args, { globals }) => <ProductTable {...args} locale={globals.locale === 'en' ? 'en' : 'de'} />,
} satisfies Meta<typeof ProductTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Empty: Story = { args: { isEmpty: true } };
