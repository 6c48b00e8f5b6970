import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestimonialCard } from './TestimonialCard';

describe('TestimonialCard', () => {
  it('shows the quote with its author and role', () => {
    render(<TestimonialCard quote="It really listens." author="Anna K." authorRole="Founder" />);
    expect(screen.getByRole('figure')).toHaveTextContent('It really listens.');
    expect(screen.getByText('Anna K.')).toBeVisible();
    expect(screen.getByText('Founder')).toBeVisible();
    expect(screen.getByText('It really listens.').tagName).toBe('BLOCKQUOTE');
  });

  it('speaks the rating as one phrase instead of five stars', () => {
    render(<TestimonialCard quote="q" author="a" rating={4} />);
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  });

  it('uses the label the app passes for other languages', () => {
    render(<TestimonialCard quote="q" author="a" rating={5} ratingLabel="5 von 5 Sternen" />);
    expect(screen.getByRole('img', { name: '5 von 5 Sternen' })).toBeVisible();
  });

  it('shows no rating when none is given', () => {
    render(<TestimonialCard quote="q" author="a" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
