import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Callout } from './Callout';

describe('Callout', () => {
  it('is a note named by its title, holding the body text', () => {
    render(
      <Callout title="Disclaimer">
        <p>NOVA is an AI, not a human advisor.</p>
      </Callout>,
    );
    const note = screen.getByRole('note', { name: 'Disclaimer' });
    expect(note).toHaveTextContent('NOVA is an AI, not a human advisor.');
    expect(screen.getByRole('heading', { level: 4, name: 'Disclaimer' })).toBeVisible();
  });

  it('keeps links in the body usable', () => {
    render(
      <Callout title="Privacy" tone="warning">
        <p>
          Read the <a href="#privacy">privacy policy</a>.
        </p>
      </Callout>,
    );
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '#privacy');
  });

  it('sets warnings apart from information by colour', () => {
    render(
      <>
        <Callout title="Info">x</Callout>
        <Callout title="Warning" tone="warning">
          y
        </Callout>
      </>,
    );
    const info = getComputedStyle(screen.getByRole('note', { name: 'Info' })).backgroundColor;
    const warning = getComputedStyle(screen.getByRole('note', { name: 'Warning' })).backgroundColor;
    expect(info).not.toBe(warning);
  });
});
