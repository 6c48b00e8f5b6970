import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  it('is a textbox named by its label, described by its help text, handing out numbers', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Preis" description="In Euro pro Monat" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Preis' });
    expect(input).toHaveAccessibleDescription('In Euro pro Monat');
    await userEvent.type(input, '49');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(49);
  });

  it('reads and writes numbers in the locale around it', async () => {
    const onChange = vi.fn();
    render(
      <I18nProvider locale="de-DE">
        <NumberField label="Preis" defaultValue={1999} onChange={onChange} />
      </I18nProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Preis' });
    expect(input).toHaveValue('1.999');
    await userEvent.clear(input);
    await userEvent.type(input, '2,5');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(2.5);
  });

  it('steps with the arrow keys within its bounds', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Minutes" defaultValue={59} minValue={0} maxValue={60} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Minutes' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveValue('60');
    expect(onChange).toHaveBeenLastCalledWith(60);
  });

  it('shows and announces the error message when invalid (Formik-driven)', () => {
    render(
      <NumberField
        label="Preis"
        isInvalid
        errorMessage="Geben Sie eine Zahl ein."
        validationBehavior="aria"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Preis' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Geben Sie eine Zahl ein.');
  });
});
