import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

function AdminTabs({ onChange }: { onChange?: (key: Key) => void }) {
  const [tab, setTab] = useState<Key>('dashboard');
  return (
    <>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => {
          setTab(key);
          onChange?.(key);
        }}
      >
        <TabList aria-label="Verwaltung">
          <Tab id="dashboard">Dashboard</Tab>
          <Tab id="colors">Farben</Tab>
          <Tab id="products">Produkte</Tab>
        </TabList>
        <TabPanel id="dashboard">Übersicht</TabPanel>
        <TabPanel id="colors">Farbverwaltung</TabPanel>
        <TabPanel id="products">Produktliste</TabPanel>
      </Tabs>
      <button type="button" onClick={() => setTab('products')}>
        Produkte verwalten
      </button>
    </>
  );
}

/** Four tabs in a box too narrow for them, the last one selected. */
function Narrow() {
  const [tab, setTab] = useState<Key>('submissions');
  return (
    <div style={{ width: 160 }}>
      <Tabs selectedKey={tab} onSelectionChange={setTab}>
        <TabList aria-label="Verwaltung">
          <Tab id="dashboard">Übersicht</Tab>
          <Tab id="colors">Farben</Tab>
          <Tab id="products">Produkte</Tab>
          <Tab id="submissions">Eingänge (12)</Tab>
        </TabList>
      </Tabs>
    </div>
  );
}

describe('Tabs', () => {
  it('shows the selected panel, named by its tab, and moves with the arrow keys', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<AdminTabs onChange={onChange} />);
    expect(screen.getByRole('tablist', { name: 'Verwaltung' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Dashboard' })).toHaveTextContent('Übersicht');
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Farben' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Farben' })).toHaveTextContent('Farbverwaltung');
    expect(onChange).toHaveBeenLastCalledWith('colors');
    await user.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith('products');
  });

  it('follows a controlled selectedKey changed from outside', async () => {
    render(<AdminTabs />);
    await userEvent.click(screen.getByRole('button', { name: 'Produkte verwalten' }));
    expect(screen.getByRole('tab', { name: 'Produkte' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Produktliste');
  });

  it('scrolls a list too wide for its box to the selected tab, on arrival and when the selection moves', async () => {
    const user = userEvent.setup();
    render(<Narrow />);
    const list = screen.getByRole('tablist');
    const shownWhole = (name: string) => {
      const box = list.getBoundingClientRect();
      const tab = screen.getByRole('tab', { name }).getBoundingClientRect();
      return tab.left >= box.left - 1 && tab.right <= box.right + 1;
    };
    expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await vi.waitFor(() => expect(shownWhole('Eingänge (12)')).toBe(true));
    await user.click(screen.getByRole('tab', { name: 'Eingänge (12)' }));
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Übersicht' })).toHaveAttribute('aria-selected', 'true');
    await vi.waitFor(() => expect(shownWhole('Übersicht')).toBe(true));
  });
});
