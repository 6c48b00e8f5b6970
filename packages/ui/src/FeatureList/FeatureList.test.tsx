import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { FeatureList } from './FeatureList';

const items = [
  { title: 'Fast', text: 'Nine minutes.' },
  { title: 'Private', text: 'Encrypted.' },
  { title: 'Simple' },
];

describe('FeatureList', () => {
  it('lists every feature with its title and text', () => {
    render(<FeatureList items={items} aria-label="Key features" />);
    const list = screen.getByRole('list', { name: 'Key features' });
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(3);
    expect(within(entries[0]!).getByRole('heading', { level: 3, name: 'Fast' })).toBeVisible();
    expect(entries[0]).toHaveTextContent('Nine minutes.');
    expect(entries[2]).toHaveTextContent(/^Simple$/);
  });

  it('keeps icons out of the accessible text', () => {
    render(<FeatureList items={[{ title: 'Fast', icon: '⚡' }]} />);
    expect(screen.getByRole('heading', { name: 'Fast' })).toBeVisible();
    expect(screen.getByText('⚡')).toHaveAttribute('aria-hidden', 'true');
  });

  it('places features side by side when columns are asked for on wide screens, stacked on phones', async () => {
    await page.viewport(1200, 800);
    render(<FeatureList items={items} columns={3} />);
    const [first, second] = screen.getAllByRole('listitem');
    expect(second!.getBoundingClientRect().top).toBe(first!.getBoundingClientRect().top);
    await page.viewport(400, 800);
    expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().top);
  });

  it('lists plain benefits without headings in the compact size', () => {
    render(<FeatureList items={[{ title: 'AI analysis' }, { title: 'Monthly reporting' }]} size="sm" />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'AI analysis',
      'Monthly reporting',
    ]);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows a line as often as it is given, also when the lines change (copy may repeat one)', () => {
    const texts = () => screen.getAllByRole('listitem').map((item) => item.textContent);
    const { rerender } = render(
      <FeatureList items={[{ title: 'Same' }, { title: 'Same' }, { title: 'Other' }]} size="sm" />,
    );
    expect(texts()).toEqual(['Same', 'Same', 'Other']);
    rerender(<FeatureList items={[{ title: 'Other' }, { title: 'Same' }]} size="sm" />);
    expect(texts()).toEqual(['Other', 'Same']);
  });
});
