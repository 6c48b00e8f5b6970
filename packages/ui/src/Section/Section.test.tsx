import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Section } from './Section';

describe('Section', () => {
  it('is a region named by its heading and reachable by its anchor id', () => {
    render(
      <Section id="preise" aria-labelledby="preise-titel">
        <h2 id="preise-titel">Preise</h2>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Preise' });
    expect(region).toHaveAttribute('id', 'preise');
  });

  it('flips text colour on the inverse band', () => {
    render(
      <>
        <Section data-testid="default">
          <p>Normal</p>
        </Section>
        <Section tone="inverse" data-testid="inverse">
          <p>Invers</p>
        </Section>
      </>,
    );
    const normal = getComputedStyle(screen.getByTestId('default'));
    const inverse = getComputedStyle(screen.getByTestId('inverse'));
    expect(inverse.color).not.toBe(normal.color);
    expect(inverse.backgroundColor).not.toBe(normal.backgroundColor);
  });
});
