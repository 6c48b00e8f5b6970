import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfferCard } from './OfferCard';

describe('OfferCard', () => {
  it('shows name, price and every feature', () => {
    render(
      <OfferCard
        name="Booster Pro"
        price="EUR 499"
        period="90-day access"
        features={['3 sessions', 'Roadmap']}
      />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: 'Booster Pro' })).toBeVisible();
    expect(card).toHaveTextContent('EUR 499');
    expect(card).toHaveTextContent('90-day access');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['3 sessions', 'Roadmap']);
  });

  it('shows the badge and sets the card apart when it is featured', () => {
    render(
      <>
        <OfferCard name="Basic" price="EUR 199" features={[]} />
        <OfferCard name="Pro" price="EUR 499" features={[]} featured featuredLabel="Bestseller" />
      </>,
    );
    const [plain, marked] = screen.getAllByRole('article');
    expect(within(marked!).getByText('Bestseller')).toBeVisible();
    expect(within(plain!).queryByText('Bestseller')).not.toBeInTheDocument();
    expect(getComputedStyle(marked!).borderTopWidth).not.toBe(getComputedStyle(plain!).borderTopWidth);
  });

  it('shows a subtitle and a word before the price', () => {
    render(
      <OfferCard
        name="ENTERPRISE"
        subtitle="For teams"
        pricePrefix="from"
        price="$6,999"
        period="/ month"
        features={['Dedicated account manager']}
      />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3, name: 'ENTERPRISE' })).toBeVisible();
    expect(card).toHaveTextContent('For teams');
    expect(card).toHaveTextContent('from $6,999 / month');
  });

  it('can offer a mailto link instead of a button', () => {
    render(
      <OfferCard
        name="ENTERPRISE"
        price="$6,999"
        features={[]}
        action={<a href="mailto:sales@example.com">Contact us</a>}
      />,
    );
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      'mailto:sales@example.com',
    );
  });

  it('offers its call to action', () => {
    render(
      <OfferCard name="Pro" price="EUR 499" features={[]} action={<button type="button">Book now</button>} />,
    );
    expect(screen.getByRole('button', { name: 'Book now' })).toBeVisible();
  });
});
