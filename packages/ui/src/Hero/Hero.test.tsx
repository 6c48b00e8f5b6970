import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Hero } from './Hero';

describe('Hero', () => {
  it('is a region named by its h1, with eyebrow, lead and actions', () => {
    render(
      <Hero
        eyebrow="KI-Coaching"
        title="Klarheit in neun Minuten"
        lead="Coaching, das passt."
        actions={<button type="button">Beratung buchen</button>}
      />,
    );
    const region = screen.getByRole('region', { name: 'Klarheit in neun Minuten' });
    expect(screen.getByRole('heading', { level: 1, name: 'Klarheit in neun Minuten' })).toBeInTheDocument();
    expect(region).toHaveTextContent('KI-Coaching');
    expect(region).toHaveTextContent('Coaching, das passt.');
    expect(screen.getByRole('button', { name: 'Beratung buchen' })).toBeInTheDocument();
  });

  it('takes its gradient from the product-theme variables when a page sets them', () => {
    render(
      <div style={{ ['--product-gradient-from' as string]: 'rgb(1, 2, 3)' }}>
        <Hero title="NOVA" data-testid="hero" />
      </div>,
    );
    expect(getComputedStyle(screen.getByTestId('hero')).backgroundImage).toContain('rgb(1, 2, 3)');
  });

  it('sets its text in the colour made for the product gradient, not the one for page surfaces', () => {
    render(
      <div
        style={{
          ['--product-text' as string]: 'rgb(1, 2, 3)',
          ['--product-on-primary' as string]: 'rgb(255, 255, 255)',
        }}
      >
        <Hero title="NOVA" data-testid="hero" />
      </div>,
    );
    expect(getComputedStyle(screen.getByTestId('hero')).color).toBe('rgb(255, 255, 255)');
  });
});
