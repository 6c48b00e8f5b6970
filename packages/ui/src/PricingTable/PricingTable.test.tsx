import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent as browserEvent } from 'vitest/browser';
import { PricingTable, type PricingTier } from './PricingTable';

const rowLabels = { price: 'Price', sessions: 'Sessions', focus: 'Focus', support: 'Support', book: 'Book' };

function tier(id: string, name: string, price: string, onBook = () => {}): PricingTier {
  return {
    id,
    name,
    price,
    sessions: `${name} sessions`,
    focus: [`${name} first line`, `${name} second line`],
    support: `${name} support`,
    action: (
      <button type="button" onClick={onBook}>
        Book {name}
      </button>
    ),
  };
}

const tiers = [tier('light', 'LIGHT', '$19.99'), tier('elite', 'ELITE', '$299')];

describe('PricingTable', () => {
  it('is a table named by its caption with one column header per tier', () => {
    render(<PricingTable caption="SOPHIE packages" tiers={tiers} rowLabels={rowLabels} />);
    const table = screen.getByRole('table', { name: 'SOPHIE packages' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((c) => c.textContent)).toEqual(['LIGHT', 'ELITE']);
  });

  it('labels every row with a row header in the given order', () => {
    render(<PricingTable caption="Packages" tiers={tiers} rowLabels={rowLabels} />);
    const rowHeaders = screen.getAllByRole('rowheader');
    expect(rowHeaders.map((h) => h.textContent)).toEqual(['Price', 'Sessions', 'Focus', 'Support', 'Book']);
    for (const header of rowHeaders) expect(header).toHaveAttribute('scope', 'row');
  });

  it('puts each value in the row of its label and the column of its tier', () => {
    render(<PricingTable caption="Packages" tiers={tiers} rowLabels={rowLabels} />);
    const priceRow = screen.getByRole('rowheader', { name: 'Price' }).closest('tr')!;
    expect(
      within(priceRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$19.99', '$299']);
    const focusRow = screen.getByRole('rowheader', { name: 'Focus' }).closest('tr')!;
    const eliteFocus = within(focusRow).getAllByRole('cell')[1]!;
    expect(eliteFocus).toHaveTextContent('ELITE first line');
    expect(eliteFocus).toHaveTextContent('ELITE second line');
  });

  it('offers a book control per tier that works', async () => {
    const onBook = vi.fn();
    render(
      <PricingTable
        caption="Packages"
        tiers={[tier('light', 'LIGHT', '$19.99', onBook), tiers[1]!]}
        rowLabels={rowLabels}
      />,
    );
    const bookRow = screen.getByRole('rowheader', { name: 'Book' }).closest('tr')!;
    expect(within(bookRow).getAllByRole('button')).toHaveLength(2);
    await userEvent.click(within(bookRow).getByRole('button', { name: 'Book LIGHT' }));
    expect(onBook).toHaveBeenCalledOnce();
  });

  it('marks the highlighted tier with its label in the column header', () => {
    render(
      <PricingTable
        caption="Packages"
        tiers={tiers}
        rowLabels={rowLabels}
        highlightedTierId="elite"
        highlightLabel="Most popular"
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'ELITE Most popular' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'LIGHT' })).toBeVisible();
  });

  it('keeps the scrollable table reachable by keyboard and the caption for screen readers when hidden', async () => {
    render(<PricingTable caption="Packages" tiers={tiers} rowLabels={rowLabels} hideCaption />);
    await userEvent.tab();
    expect(screen.getByRole('region', { name: 'Packages' })).toHaveFocus();
    expect(screen.getByRole('table', { name: 'Packages' })).toBeInTheDocument();
  });

  describe('on a 320 px phone', () => {
    afterEach(() => page.viewport(1280, 800));

    it('shows the first package whole, lets the next one peek in at the edge, and keeps the caption in view', async () => {
      await page.viewport(320, 800);
      const three = [...tiers, tier('standard', 'STANDARD', '$29 / week')];
      render(
        <div style={{ padding: 16 }}>
          <PricingTable caption="SOPHIE packages compared" tiers={three} rowLabels={rowLabels} />
        </div>,
      );
      const scroller = screen.getByRole('region').getBoundingClientRect();
      const [first, second] = screen.getAllByRole('columnheader').map((cell) => cell.getBoundingClientRect());
      expect(first!.right).toBeLessThanOrEqual(scroller.right);
      // At least 16 px of the second column show, so the cut-off column says there is more to the side.
      expect(second!.left).toBeLessThanOrEqual(scroller.right - 16);
      expect(second!.right).toBeGreaterThan(scroller.right);
      const caption = screen.getByText('SOPHIE packages compared').getBoundingClientRect();
      expect(caption.right).toBeLessThanOrEqual(scroller.right);
    });

    it('scrolls a button focused backwards into view beside the pinned labels, not under them', async () => {
      // Buttons as wide as the site's (an icon and "Jetzt upgraden"), wider than the pinned labels' column.
      const many = ['LIGHT', 'STANDARD', 'PREMIUM', 'ELITE', 'ULTIMATE'].map((name) => ({
        ...tier(name, name, '$29'),
        action: (
          <button type="button" style={{ width: '9rem' }}>
            Book {name}
          </button>
        ),
      }));
      for (const width of [320, 700]) {
        await page.viewport(width, 800);
        const { unmount } = render(
          <div style={{ padding: 16 }}>
            <PricingTable caption="Packages" tiers={many} rowLabels={rowLabels} />
          </div>,
        );
        screen.getByRole('button', { name: 'Book ULTIMATE' }).focus();
        for (const name of ['ELITE', 'PREMIUM', 'STANDARD', 'LIGHT']) {
          // The browser's own Shift+Tab, so the browser scrolls the button into view as it does for a visitor.
          await browserEvent.keyboard('{Shift>}{Tab}{/Shift}');
          const button = screen.getByRole('button', { name: `Book ${name}` });
          expect(button).toHaveFocus();
          const pinned = screen.getByRole('rowheader', { name: 'Book' }).getBoundingClientRect();
          expect(button.getBoundingClientRect().left, `${width} px, ${name}`).toBeGreaterThanOrEqual(
            pinned.right,
          );
        }
        unmount();
      }
    });
  });

  it('shows a line of focus as often as it is given, also when the lines change (copy may repeat one)', () => {
    const table = (focus: string[]) => (
      <PricingTable caption="Packages" tiers={[{ ...tiers[0]!, focus }]} rowLabels={rowLabels} />
    );
    const focusCell = () =>
      within(screen.getByRole('rowheader', { name: 'Focus' }).closest('tr')!).getByRole('cell');
    const lines = () => [...focusCell().children].map((line) => line.textContent);
    const { rerender } = render(table(['Same', 'Same', 'Other']));
    expect(lines()).toEqual(['Same', 'Same', 'Other']);
    rerender(table(['Other', 'Same']));
    expect(lines()).toEqual(['Other', 'Same']);
  });
});
