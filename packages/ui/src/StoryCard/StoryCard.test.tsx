import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoryCard } from './StoryCard';

const story = {
  quarter: 'Q2 2024',
  title: 'Leads up by 70 percent',
  intro: 'A coaching studio tried FUEL.',
  description: 'Five weeks later the calendar was full.',
  href: 'https://example.com/story',
  linkText: 'Read more',
};

describe('StoryCard', () => {
  it('shows quarter, title, intro and description', () => {
    render(<StoryCard {...story} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Leads up by 70 percent' })).toBeVisible();
    expect(screen.getByText('Q2 2024')).toBeVisible();
    expect(screen.getByText('A coaching studio tried FUEL.')).toBeVisible();
    expect(screen.getByText('Five weeks later the calendar was full.')).toBeVisible();
  });

  it('opens the external story in a new tab without giving it access to this page', () => {
    render(<StoryCard {...story} />);
    const link = screen.getByRole('link', { name: 'Read more (opens in new tab)' });
    expect(link).toHaveAttribute('href', 'https://example.com/story');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link).toHaveAttribute('rel', expect.stringContaining('noreferrer'));
  });

  it('announces the new tab in the language the app passes', () => {
    render(<StoryCard {...story} linkText="Weiterlesen" newTabLabel="(öffnet in neuem Tab)" />);
    expect(screen.getByRole('link', { name: 'Weiterlesen (öffnet in neuem Tab)' })).toBeVisible();
  });

  it('shows the featured badge only on featured stories, with the given label', () => {
    const { rerender } = render(<StoryCard {...story} featuredLabel="Herausragend" />);
    expect(screen.queryByText('Herausragend')).not.toBeInTheDocument();
    rerender(<StoryCard {...story} featured featuredLabel="Herausragend" />);
    expect(screen.getByText('Herausragend')).toBeVisible();
  });

  it('uses the requested heading level so it fits the page outline', () => {
    render(<StoryCard {...story} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Leads up by 70 percent' })).toBeVisible();
  });
});
