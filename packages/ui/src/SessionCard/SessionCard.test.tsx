import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionCard } from './SessionCard';

const nova = { name: 'NOVA', price: '297 EUR', period: '9 minutes', features: ['Action plan'] };

describe('SessionCard', () => {
  it('shows name, price with duration and features', () => {
    render(<SessionCard {...nova} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: 'NOVA' })).toBeVisible();
    expect(card).toHaveTextContent('297 EUR 9 minutes');
    expect(within(card).getByRole('listitem')).toHaveTextContent('Action plan');
  });

  it('shows the QUICK badge on the featured session only', () => {
    const { rerender } = render(<SessionCard {...nova} featuredLabel="QUICK" />);
    expect(screen.queryByText('QUICK')).not.toBeInTheDocument();
    rerender(<SessionCard {...nova} featured featuredLabel="QUICK" />);
    expect(screen.getByText('QUICK')).toBeVisible();
  });

  it('takes its edge colour from the session colour', () => {
    render(<SessionCard {...nova} color="rgb(139, 92, 246)" />);
    expect(getComputedStyle(screen.getByRole('article')).borderTopColor).toBe('rgb(139, 92, 246)');
  });

  it('keeps the icon decorative and offers the book control', () => {
    render(<SessionCard {...nova} icon="⚡" action={<button type="button">Book</button>} />);
    expect(screen.getByText('⚡')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: 'Book' })).toBeVisible();
  });
});
