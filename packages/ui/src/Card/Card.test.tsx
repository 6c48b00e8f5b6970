import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('renders header, body and footer in reading order inside the chosen element', () => {
    render(
      <Card
        as="article"
        aria-label="NOVA"
        header={<h3>NOVA</h3>}
        footer={<button type="button">Mehr</button>}
      >
        <p>Beschreibung</p>
      </Card>,
    );
    const article = screen.getByRole('article', { name: 'NOVA' });
    expect(article.textContent).toBe('NOVABeschreibungMehr');
  });

  it('leaves out empty header and footer areas', () => {
    const { container } = render(<Card>Nur Inhalt</Card>);
    expect(container.firstElementChild?.childElementCount).toBe(1);
  });

  it('sets the featured card apart from the default one', () => {
    render(
      <>
        <Card data-testid="default">A</Card>
        <Card data-testid="featured" variant="featured">
          B
        </Card>
      </>,
    );
    expect(getComputedStyle(screen.getByTestId('featured')).borderTopWidth).not.toBe(
      getComputedStyle(screen.getByTestId('default')).borderTopWidth,
    );
  });
});
