import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is an indeterminate progressbar named by its label', () => {
    render(<Spinner label="Wird geladen" />);
    const bar = screen.getByRole('progressbar', { name: 'Wird geladen' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });

  it('falls back to the English label', () => {
    render(<Spinner />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('stops turning when the user prefers reduced motion', () => {
    render(<Spinner />);
    const arc = screen.getByRole('progressbar').querySelector('path')!;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    expect(getComputedStyle(arc).animationName === 'none').toBe(reduced);
  });
});
