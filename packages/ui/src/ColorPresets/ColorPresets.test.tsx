import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ColorPresets, defaultColorPresets } from './ColorPresets';

function Harness({ onChange, start = '#03B5AA' }: { onChange: (hex: string) => void; start?: string }) {
  const [value, setValue] = useState(start);
  return (
    <ColorPresets
      value={value}
      onChange={(hex) => {
        setValue(hex);
        onChange(hex);
      }}
    />
  );
}

describe('ColorPresets', () => {
  it('shows the ten preset colours of the spec, each named by its hex code', () => {
    render(<ColorPresets onChange={() => {}} />);
    const list = screen.getByRole('listbox', { name: 'Preset colors' });
    expect(list).toBeVisible();
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(10);
    for (const hex of defaultColorPresets) expect(screen.getByRole('option', { name: hex })).toBeVisible();
  });

  it('marks the swatch that matches the value', () => {
    render(<ColorPresets value="#ff6b6b" onChange={() => {}} />);
    expect(screen.getByRole('option', { name: '#FF6B6B' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: '#03B5AA' })).toHaveAttribute('aria-selected', 'false');
  });

  it('selects a swatch by click and by keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('option', { name: '#8338EC' }));
    expect(onChange).toHaveBeenLastCalledWith('#8338EC');
    expect(screen.getByRole('option', { name: '#8338EC' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('#3A86FF');
  });

  it('marks a preset chosen from a colour that is none of them, without React warning of a switched control', async () => {
    const user = userEvent.setup();
    // React Stately warns of a control switched between controlled and not on the console's warn.
    const warnings = vi.spyOn(console, 'warn');
    try {
      render(<Harness onChange={() => {}} start="#123456" />);
      for (const option of screen.getAllByRole('option'))
        expect(option).toHaveAttribute('aria-selected', 'false');
      await user.click(screen.getByRole('option', { name: '#8338EC' }));
      expect(screen.getByRole('option', { name: '#8338EC' })).toHaveAttribute('aria-selected', 'true');
      expect(warnings.mock.calls.flat().join(' ')).not.toMatch(/controlled/);
    } finally {
      warnings.mockRestore();
    }
  });

  it('accepts custom presets with their own names', () => {
    render(
      <ColorPresets
        onChange={() => {}}
        presets={[{ color: '#000000', name: 'Schwarz' }, '#FFFFFF']}
        label="Vorlagen"
      />,
    );
    expect(screen.getByRole('listbox', { name: 'Vorlagen' })).toBeVisible();
    expect(screen.getByRole('option', { name: 'Schwarz' })).toBeVisible();
    expect(screen.getByRole('option', { name: '#FFFFFF' })).toBeVisible();
  });
});
