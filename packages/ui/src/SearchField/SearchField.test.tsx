import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  it('is a searchbox that reports typing and clears with its labelled button', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<SearchField label="Produkte suchen" clearLabel="Suche leeren" onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Produkte suchen' });
    expect(screen.queryByRole('button', { name: 'Suche leeren' })).toBeNull();
    await user.type(box, 'nova');
    expect(onChange).toHaveBeenLastCalledWith('nova');
    await user.click(screen.getByRole('button', { name: 'Suche leeren' }));
    expect(box).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('clears with Escape and submits with Enter', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<SearchField aria-label="Suche" onSubmit={onSubmit} />);
    const box = screen.getByRole('searchbox', { name: 'Suche' });
    await user.type(box, 'Quantum{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Quantum');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });
});
