import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TableOfContents } from './TableOfContents';

const entries = [
  { id: 'features', label: 'Features' },
  { id: 'pricing', label: 'Pricing' },
];

describe('TableOfContents', () => {
  it('is a navigation landmark named by its label, with one link per section', () => {
    render(<TableOfContents aria-label="On this page" entries={entries} />);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Features', '#features'],
      ['Pricing', '#pricing'],
    ]);
  });

  it('jumps to the section when a link is activated from the keyboard', async () => {
    render(
      <>
        <TableOfContents aria-label="On this page" entries={entries} />
        <section id="pricing">Prices</section>
      </>,
    );
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(window.location.hash).toBe('#pricing');
  });

  it('marks the section in view as the current location', () => {
    render(<TableOfContents aria-label="On this page" entries={entries} currentId="pricing" />);
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'location');
    expect(screen.getByRole('link', { name: 'Features' })).not.toHaveAttribute('aria-current');
  });
});
