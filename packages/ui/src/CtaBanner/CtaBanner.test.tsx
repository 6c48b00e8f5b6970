import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CtaBanner } from './CtaBanner';

describe('CtaBanner', () => {
  it('is a region named by its title, with text and actions', () => {
    render(
      <CtaBanner
        title="Ready for your next step?"
        text="Five minutes, tailored advice."
        actions={<a href="/survey">Take the Survey</a>}
      />,
    );
    const region = screen.getByRole('region', { name: 'Ready for your next step?' });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Ready for your next step?');
    expect(region).toHaveTextContent('Five minutes, tailored advice.');
    expect(within(region).getByRole('link', { name: 'Take the Survey' })).toHaveAttribute('href', '/survey');
  });

  it('shows the small print when given', () => {
    render(<CtaBanner title="Discover Inner Clarity" note="Seminar places are limited." />);
    expect(screen.getByText('Seminar places are limited.')).toBeVisible();
  });

  it('keeps text readable on the inverse band', () => {
    render(<CtaBanner title="Dark band" tone="inverse" />);
    const region = screen.getByRole('region', { name: 'Dark band' });
    const { color, backgroundColor } = getComputedStyle(region);
    expect(color).not.toBe(backgroundColor);
    expect(getComputedStyle(screen.getByRole('heading')).color).toBe(color);
  });
});
