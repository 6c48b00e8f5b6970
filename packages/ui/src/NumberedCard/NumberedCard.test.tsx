import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NumberedCard } from './NumberedCard';

describe('NumberedCard', () => {
  it('names its heading with the number and the title', () => {
    render(<NumberedCard number="01" title="Daily practice" text="Ten minutes every morning." />);
    expect(screen.getByRole('heading', { level: 3, name: '01 Daily practice' })).toBeVisible();
    expect(screen.getByText('Ten minutes every morning.')).toBeVisible();
  });

  it('shows the number above the title, larger', () => {
    render(<NumberedCard number="02" title="Crisis compass" text="x" />);
    const number = screen.getByText('02');
    const heading = screen.getByRole('heading');
    expect(number.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      heading.getBoundingClientRect().bottom - number.getBoundingClientRect().height / 2,
    );
    expect(Number.parseFloat(getComputedStyle(number).fontSize)).toBeGreaterThan(
      Number.parseFloat(getComputedStyle(heading).fontSize),
    );
  });

  it('shows the action when given', () => {
    render(
      <NumberedCard
        number="03"
        title="Integration"
        text="x"
        action={<a href="#more">Explore the crisis compass</a>}
      />,
    );
    expect(screen.getByRole('link', { name: 'Explore the crisis compass' })).toBeVisible();
  });
});
