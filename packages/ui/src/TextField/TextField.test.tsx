import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is a textbox named by its label and described by its help text', async () => {
    const onChange = vi.fn();
    render(<TextField label="Name" description="Vor- und Nachname" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAccessibleDescription('Vor- und Nachname');
    await userEvent.type(input, 'Anna');
    expect(onChange).toHaveBeenLastCalledWith('Anna');
  });

  it('marks required fields with a visible * that is not read twice', () => {
    render(<TextField label="Name" isRequired />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows and announces the error message when invalid (Formik-driven)', () => {
    render(
      <TextField label="E-Mail" isInvalid errorMessage="Bitte E-Mail eingeben." validationBehavior="aria" />,
    );
    const input = screen.getByRole('textbox', { name: 'E-Mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Bitte E-Mail eingeben.');
  });

  it('does not show an error while valid', () => {
    render(<TextField label="E-Mail" errorMessage="Bitte E-Mail eingeben." />);
    expect(screen.queryByText('Bitte E-Mail eingeben.')).toBeNull();
  });

  it('passes the input type through (browser email field)', () => {
    render(<TextField label="E-Mail" type="email" />);
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toHaveAttribute('type', 'email');
  });
});
