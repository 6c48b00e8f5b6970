import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

const items = [
  { id: 'sophie', label: 'SOPHIE' },
  { id: 'nova', label: 'NOVA' },
];

describe('Select', () => {
  it('shows the placeholder, offers only real options and reports the chosen id', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Select label="Lösung" items={items} placeholder="Bitte auswählen" onChange={onChange} />);
    const button = screen.getByRole('button', { name: /Lösung/ });
    expect(button).toHaveTextContent('Bitte auswählen');
    await user.click(button);
    const listbox = screen.getByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['SOPHIE', 'NOVA']);
    await user.click(screen.getByRole('option', { name: 'NOVA' }));
    expect(onChange).toHaveBeenCalledWith('nova');
    expect(button).toHaveTextContent('NOVA');
  });

  it('opens and chooses with the keyboard', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Select label="Lösung" items={items} placeholder="Bitte auswählen" onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('nova');
  });

  it('announces its error when invalid', () => {
    render(<Select label="Lösung" items={items} isInvalid errorMessage="Bitte Lösung wählen." />);
    expect(screen.getByText('Bitte Lösung wählen.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Lösung/ })).toHaveAccessibleDescription(
      'Bitte Lösung wählen.',
    );
  });
});
