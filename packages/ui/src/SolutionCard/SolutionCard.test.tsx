import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { SolutionCard } from './SolutionCard';

describe('SolutionCard', () => {
  it('shows title and description and links to the solution', () => {
    render(<SolutionCard title="NOVA" description="One session." href="/nova" linkLabel="Learn more" />);
    expect(screen.getByRole('heading', { level: 3, name: 'NOVA' })).toBeVisible();
    expect(screen.getByText('One session.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Learn more NOVA' })).toHaveAttribute('href', '/nova');
  });

  it('gives each "Learn more" link a distinct name', () => {
    render(
      <>
        <SolutionCard title="NOVA" description="a" href="/nova" linkLabel="Learn more" />
        <SolutionCard title="SOPHIE" description="b" href="/sophie" linkLabel="Learn more" />
      </>,
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/nova',
      '/sophie',
    ]);
    expect(screen.getByRole('link', { name: 'Learn more SOPHIE' })).toHaveAttribute('href', '/sophie');
  });

  it('makes the whole card a click target', async () => {
    render(<SolutionCard title="NOVA" description="One session." href="#nova-card" linkLabel="Learn more" />);
    // A real pointer click at the title's position; `force` because the link's overlay (the point of this test)
    // covers the title and Playwright would otherwise wait for the title itself to be clickable.
    await userEvent.click(screen.getByRole('heading', { name: 'NOVA' }), { force: true });
    expect(window.location.hash).toBe('#nova-card');
  });

  it('spans the full row when fullWidth', () => {
    render(
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', width: 800 }}>
        <SolutionCard title="SOPHIE" description="a" href="/sophie" linkLabel="Learn more" fullWidth />
        <SolutionCard title="NOVA" description="b" href="/nova" linkLabel="Learn more" />
      </div>,
    );
    const wide = screen.getByRole('heading', { name: 'SOPHIE' }).closest('article')!;
    const narrow = screen.getByRole('heading', { name: 'NOVA' }).closest('article')!;
    expect(wide.getBoundingClientRect().width).toBeGreaterThan(narrow.getBoundingClientRect().width * 1.5);
  });
});
