import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { PaletteSwatches } from './PaletteSwatches';

const colors = [
  '#FFFFFF',
  '#000000',
  '#777777',
  '#03B5AA',
  '#00857D',
  '#00524D',
  '#001F1D',
  '#001A18',
  '#001A18',
];

describe('PaletteSwatches', () => {
  it('lists nine numbered entries with hex code and contrast against white and black', () => {
    render(<PaletteSwatches colors={colors} label="Color Palette Preview" />);
    const list = screen.getByRole('list', { name: 'Color Palette Preview' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(9);
    expect(items[0]).toHaveTextContent('0: #FFFFFF');
    expect(items[0]).toHaveTextContent('vs. white 1.0:1');
    expect(items[0]).toHaveTextContent('vs. black 21.0:1');
    expect(items[1]).toHaveTextContent('vs. white 21.0:1');
    expect(items[8]).toHaveTextContent('8: #001A18');
  });

  it('adds contrast against a given text colour', () => {
    render(<PaletteSwatches colors={colors} textColor="#FFFFFF" textLabel="vs. body text" />);
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('vs. body text 21.0:1');
  });

  it('writes ratios in the reader’s number format', () => {
    render(
      <I18nProvider locale="de-DE">
        <PaletteSwatches colors={colors} whiteLabel="zu Weiß" blackLabel="zu Schwarz" />
      </I18nProvider>,
    );
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('zu Schwarz 21,0:1');
  });
});
