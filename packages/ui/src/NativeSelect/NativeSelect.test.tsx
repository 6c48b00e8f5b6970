import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NativeSelect } from './NativeSelect';

const items = [
  { id: 'sophie', label: 'SOPHIE' },
  { id: 'nova', label: 'NOVA' },
];

describe('NativeSelect', () => {
  it('is a labelled combobox that starts on its placeholder, which cannot be chosen again', () => {
    render(<NativeSelect label="Lösung" items={items} placeholder="Bitte auswählen" defaultValue="" />);
    const select = screen.getByRole('combobox', { name: 'Lösung' });
    expect(select).toHaveDisplayValue('Bitte auswählen');
    expect(screen.getByRole('option', { name: 'Bitte auswählen' })).toBeDisabled();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Bitte auswählen',
      'SOPHIE',
      'NOVA',
    ]);
  });

  it('is reached with Tab and reports the chosen id', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<NativeSelect label="Lösung" items={items} placeholder="Bitte auswählen" onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Lösung' })).toHaveFocus();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Lösung' }), 'NOVA');
    expect(onChange).toHaveBeenLastCalledWith('nova');
  });

  it('posts under its name in a form the browser sends', () => {
    render(
      <form aria-label="f">
        <NativeSelect
          label="Lösung"
          name="solutionUsed"
          items={items}
          placeholder="-"
          defaultValue="sophie"
        />
      </form>,
    );
    const form = screen.getByRole('form') as HTMLFormElement;
    expect(new FormData(form).get('solutionUsed')).toBe('sophie');
  });

  it('is described by its help text and, when invalid, its error; required shows the mark', () => {
    render(
      <NativeSelect
        label="Lösung"
        items={items}
        placeholder="-"
        description="Eine genügt."
        isRequired
        nativeRequired
        isInvalid
        errorMessage="Bitte wählen Sie eine Lösung."
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Lösung' });
    expect(select).toBeInvalid();
    expect(select).toBeRequired();
    expect(select).toHaveAccessibleDescription('Eine genügt. Bitte wählen Sie eine Lösung.');
  });
});
