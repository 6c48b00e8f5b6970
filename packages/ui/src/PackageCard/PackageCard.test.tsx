import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { PackageCard } from './PackageCard';

const basic = {
  title: 'BASIC',
  price: '$1,999',
  period: '/ month',
  features: ['AI analysis', '1 coach call'],
};

describe('PackageCard', () => {
  it('shows title, subtitle, price with period and features', () => {
    render(<PackageCard {...basic} subtitle="For a focused start" />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3, name: 'BASIC' })).toBeVisible();
    expect(card).toHaveTextContent('For a focused start');
    expect(card).toHaveTextContent('$1,999 / month');
    expect(within(card).getAllByRole('listitem')).toHaveLength(2);
  });

  it('can offer a mailto link instead of a button', () => {
    render(
      <PackageCard
        {...basic}
        pricePrefix="from"
        action={<a href="mailto:sales@example.com">Contact us</a>}
      />,
    );
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      'mailto:sales@example.com',
    );
    expect(screen.getByRole('article')).toHaveTextContent('from $1,999');
  });

  it('draws the emphasised package larger than its neighbours on wide screens', async () => {
    await page.viewport(1280, 900);
    render(
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 300px)', gap: 32 }}>
        <PackageCard {...basic} />
        <PackageCard {...basic} title="ADVANCED" emphasised emphasisLabel="Most popular" />
      </div>,
    );
    const [plain, emphasised] = screen.getAllByRole('article');
    expect(emphasised!.getBoundingClientRect().width).toBeGreaterThan(plain!.getBoundingClientRect().width);
    expect(within(emphasised!).getByText('Most popular')).toBeVisible();
    await page.viewport(400, 900);
  });
});
