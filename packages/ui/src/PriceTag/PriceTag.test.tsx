import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceTag } from './PriceTag';

describe('PriceTag', () => {
  it('reads as one line: prefix, amount, period', () => {
    const { container } = render(<PriceTag prefix="from" amount="$6,999" period="/ month" />);
    const line = container.querySelector('p')!;
    expect(line.textContent!.replace(/\s+/g, ' ').trim()).toBe('from $6,999 / month');
  });

  it('shows the formatted amount exactly as the app passed it', () => {
    const { getByText } = render(<PriceTag amount="1.299 €" />);
    expect(getByText('1.299 €')).toBeVisible();
  });

  it('shows the small print below the price', () => {
    const { getByText } = render(<PriceTag amount="€49.00" note="plus VAT" />);
    const amount = getByText('€49.00').getBoundingClientRect();
    expect(getByText('plus VAT').getBoundingClientRect().top).toBeGreaterThanOrEqual(amount.bottom);
  });

  it('makes the large size larger', () => {
    const { getByText } = render(
      <>
        <PriceTag amount="$1" size="sm" />
        <PriceTag amount="$2" size="lg" />
      </>,
    );
    const small = Number.parseFloat(getComputedStyle(getByText('$1')).fontSize);
    const large = Number.parseFloat(getComputedStyle(getByText('$2')).fontSize);
    expect(large).toBeGreaterThan(small);
  });
});
