import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlanCard } from './PlanCard';

const plan = { name: 'Core', price: '$759', period: '/ month', features: ['Hosting', 'Maintenance'] };

describe('PlanCard', () => {
  it('shows the name, price and features', () => {
    render(<PlanCard {...plan} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: 'Core' })).toBeVisible();
    expect(card).toHaveTextContent('$759 / month');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Hosting', 'Maintenance']);
  });

  it('paints its band in the plan colours', () => {
    render(<PlanCard {...plan} colors={['rgb(255, 0, 0)', 'rgb(0, 0, 255)']} />);
    const band = getComputedStyle(screen.getByRole('article'), '::before').backgroundImage;
    expect(band).toContain('rgb(255, 0, 0)');
    expect(band).toContain('rgb(0, 0, 255)');
  });

  it('shows the popular badge only on featured plans', () => {
    const { rerender } = render(<PlanCard {...plan} featuredLabel="Popular" />);
    expect(screen.queryByText('Popular')).not.toBeInTheDocument();
    rerender(<PlanCard {...plan} featured featuredLabel="Popular" />);
    expect(screen.getByText('Popular')).toBeVisible();
  });

  it('offers its call to action', () => {
    render(<PlanCard {...plan} action={<a href="https://example.com/schedule">Get in Touch Now</a>} />);
    expect(screen.getByRole('link', { name: 'Get in Touch Now' })).toBeVisible();
  });
});
