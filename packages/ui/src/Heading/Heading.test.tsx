import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from './Heading';
import { Text } from './Text';

describe('Heading and Text', () => {
  it('keeps the outline level when the visual size differs', () => {
    render(
      <>
        <Heading level={1} size="md">
          Klein, aber Seitentitel
        </Heading>
        <Heading level={3} size="2xl">
          Groß, aber Ebene drei
        </Heading>
      </>,
    );
    const h1 = screen.getByRole('heading', { level: 1, name: 'Klein, aber Seitentitel' });
    const h3 = screen.getByRole('heading', { level: 3, name: 'Groß, aber Ebene drei' });
    expect(Number.parseFloat(getComputedStyle(h3).fontSize)).toBeGreaterThan(
      Number.parseFloat(getComputedStyle(h1).fontSize),
    );
  });

  it('defaults to an h2', () => {
    render(<Heading>Über uns</Heading>);
    expect(screen.getByRole('heading', { level: 2, name: 'Über uns' })).toBeInTheDocument();
  });

  it('renders muted text in a different colour than default text, as the requested element', () => {
    render(
      <>
        <Text>Standard</Text>
        <Text tone="muted" as="span">
          Gedämpft
        </Text>
      </>,
    );
    const muted = screen.getByText('Gedämpft');
    expect(muted.tagName).toBe('SPAN');
    expect(getComputedStyle(muted).color).not.toBe(getComputedStyle(screen.getByText('Standard')).color);
  });
});
