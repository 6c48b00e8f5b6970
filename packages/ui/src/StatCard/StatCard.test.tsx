import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it('shows the value before its label, so it reads "94% of clients…"', () => {
    const { container } = render(<StatCard value="94%" label="of clients report efficiency gains" />);
    expect(screen.getByText('94%')).toBeVisible();
    expect(screen.getByText('of clients report efficiency gains')).toBeVisible();
    expect(container).toHaveTextContent('94%of clients report efficiency gains');
  });

  it('shows the value as large text, bigger than the label', () => {
    render(<StatCard value="12,000+" label="participants" />);
    const valueSize = Number.parseFloat(getComputedStyle(screen.getByText('12,000+')).fontSize);
    const labelSize = Number.parseFloat(getComputedStyle(screen.getByText('participants')).fontSize);
    expect(valueSize).toBeGreaterThan(labelSize);
  });

  it('keeps the decorative icon out of what screen readers read', () => {
    render(<StatCard value="5" label="stars from 112 reviews" icon="★" />);
    expect(screen.getByText('★')).toHaveAttribute('aria-hidden', 'true');
  });
});
