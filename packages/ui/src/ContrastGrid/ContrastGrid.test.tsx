import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ContrastGrid } from './ContrastGrid';

const colors = [
  { label: 'Grey', hex: '#777777' },
  { label: 'White', hex: '#FFFFFF' },
  { label: 'Black', hex: '#000000' },
];

describe('ContrastGrid', () => {
  it('is a table of every colour as text on every other, named by its caption', () => {
    render(<ContrastGrid colors={colors} />);
    const table = screen.getByRole('table', { name: 'Contrast of every colour against every other' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
    expect(within(table).getAllByRole('cell')).toHaveLength(1 + 9);
    expect(table).toHaveAccessibleDescription(/Each cell: WCAG 2 ratio and level, then APCA Lc/);
  });

  it('gives each cell the WCAG ratio with its level and the APCA Lc of row text on column background', () => {
    render(<ContrastGrid colors={colors} />);
    const greyRow = screen.getByRole('rowheader', { name: /Grey/ }).closest('tr')!;
    const [, onWhite, onBlack] = within(greyRow).getAllByRole('cell');
    expect(onWhite).toHaveTextContent('4.47:1 AA largeLc 71');
    expect(onBlack).toHaveTextContent('4.68:1 AALc -31');
    const whiteRow = screen.getByRole('rowheader', { name: /White/ }).closest('tr')!;
    expect(within(whiteRow).getAllByRole('cell')[2]).toHaveTextContent('21.00:1 AAALc -108');
  });

  it('marks the highlighted pairs in words, not by the frame alone', () => {
    render(<ContrastGrid colors={colors} highlighted={[{ text: 0, background: 1 }]} />);
    const framed = screen.getByText(', used on the live pages').closest('td')!;
    expect(framed).toHaveAttribute('data-highlighted', 'true');
    expect(framed).toHaveTextContent('4.47:1');
    expect(screen.getAllByText(', used on the live pages')).toHaveLength(1);
  });

  it('scrolls in a region the keyboard can reach', async () => {
    const user = userEvent.setup();
    render(<ContrastGrid colors={colors} labels={{ caption: 'Kontrastraster' }} />);
    await user.tab();
    expect(screen.getByRole('region', { name: 'Kontrastraster' })).toHaveFocus();
  });
});
