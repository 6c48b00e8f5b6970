import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Faq } from './Faq';

const items = [
  { id: 'a', question: 'Wie lange dauert es?', answer: 'Neun Minuten.' },
  { id: 'b', question: 'Ist es online?', answer: 'Ja, per Video.' },
];

describe('Faq', () => {
  it('shows each question as a collapsed button inside a heading and opens the answer on press', async () => {
    const user = userEvent.setup();
    render(<Faq items={items} />);
    const question = screen.getByRole('button', { name: 'Wie lange dauert es?' });
    expect(screen.getByRole('heading', { level: 3, name: 'Wie lange dauert es?' })).toContainElement(
      question,
    );
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Neun Minuten.')).not.toBeVisible();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Neun Minuten.')).toBeVisible();
  });

  it('toggles with Enter and Space from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Faq items={items} />);
    await user.tab();
    await user.tab();
    const second = screen.getByRole('button', { name: 'Ist es online?' });
    expect(second).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps only one answer open when multiple are not allowed', async () => {
    const user = userEvent.setup();
    render(<Faq items={items} allowsMultipleExpanded={false} />);
    await user.click(screen.getByRole('button', { name: 'Wie lange dauert es?' }));
    await user.click(screen.getByRole('button', { name: 'Ist es online?' }));
    expect(screen.getByRole('button', { name: 'Wie lange dauert es?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
