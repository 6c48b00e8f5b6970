import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is a multi-line textbox with the requested rows that keeps line breaks', async () => {
    const onChange = vi.fn();
    render(<TextArea label="Nachricht" rows={5} onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Nachricht' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('rows', '5');
    await userEvent.type(box, 'Hallo{Enter}Welt');
    expect(onChange).toHaveBeenLastCalledWith('Hallo\nWelt');
  });

  it('announces its error when invalid', () => {
    render(<TextArea label="Nachricht" isInvalid errorMessage="Bitte Nachricht eingeben." />);
    expect(screen.getByRole('textbox', { name: 'Nachricht' })).toHaveAccessibleDescription(
      'Bitte Nachricht eingeben.',
    );
  });
});
