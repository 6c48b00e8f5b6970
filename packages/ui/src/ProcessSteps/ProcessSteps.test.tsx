import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { ProcessSteps } from './ProcessSteps';

const steps = [
  { title: 'Booking', text: 'Pick a time.' },
  { title: 'Preparation', text: 'Answer three questions.' },
  { title: 'Session', text: 'Sixty minutes with NOVA.' },
  { title: 'Integration', text: 'Apply the plan.' },
];

describe('ProcessSteps', () => {
  it('is an ordered list with one item per step, in order', () => {
    render(<ProcessSteps steps={steps} aria-label="How it works" />);
    const list = screen.getByRole('list', { name: 'How it works' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Booking',
      'Preparation',
      'Session',
      'Integration',
    ]);
  });

  it('shows each step number next to its title and text', () => {
    render(<ProcessSteps steps={steps} />);
    const third = screen.getAllByRole('listitem')[2]!;
    expect(third).toHaveTextContent('3');
    expect(within(third).getByRole('heading', { level: 3 })).toHaveTextContent('Session');
    expect(third).toHaveTextContent('Sixty minutes with NOVA.');
  });

  it('sets the steps side by side on wide screens and stacks them on phones', async () => {
    await page.viewport(1200, 800);
    render(<ProcessSteps steps={steps} />);
    const [first, second] = screen.getAllByRole('listitem');
    expect(second!.getBoundingClientRect().top).toBe(first!.getBoundingClientRect().top);
    await page.viewport(400, 800);
    expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom);
  });

  it('shows a step as often as it is given, also when the steps change (copy may repeat a title)', () => {
    const titles = () => screen.getAllByRole('heading').map((heading) => heading.textContent);
    const same = { title: 'Same', text: 'Again.' };
    const { rerender } = render(<ProcessSteps steps={[same, same, steps[0]!]} />);
    expect(titles()).toEqual(['Same', 'Same', 'Booking']);
    rerender(<ProcessSteps steps={[steps[0]!, same]} />);
    expect(titles()).toEqual(['Booking', 'Same']);
  });
});
