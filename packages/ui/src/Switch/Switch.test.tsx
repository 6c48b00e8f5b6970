import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

function Controlled() {
  const [on, setOn] = useState(true);
  return (
    <>
      <Switch isSelected={on} onChange={setOn}>
        CSS-Variablen
      </Switch>
      <output>{on ? 'an' : 'aus'}</output>
    </>
  );
}

describe('Switch', () => {
  it('is a switch named by its visible label that toggles with click and Space', async () => {
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Dunkelmodus</Switch>);
    const control = screen.getByRole('switch', { name: 'Dunkelmodus' });
    expect(control).not.toBeChecked();
    await userEvent.click(screen.getByText('Dunkelmodus'));
    expect(control).toBeChecked();
    await userEvent.keyboard(' ');
    expect(control).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('follows a controlled value', async () => {
    render(<Controlled />);
    expect(screen.getByRole('switch')).toBeChecked();
    await userEvent.click(screen.getByRole('switch'));
    expect(screen.getByText('aus')).toBeInTheDocument();
  });

  it('cannot be toggled when disabled', async () => {
    render(<Switch isDisabled>Dunkelmodus</Switch>);
    const control = screen.getByRole('switch');
    expect(control).toBeDisabled();
    await userEvent.click(screen.getByText('Dunkelmodus'));
    expect(control).not.toBeChecked();
  });
});
