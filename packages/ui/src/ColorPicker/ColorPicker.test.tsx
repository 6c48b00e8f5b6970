import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ColorPicker } from './ColorPicker';

function Controlled({ initial, onChange }: { initial: string; onChange: (hex: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ColorPicker
        value={value}
        onChange={(hex) => {
          setValue(hex);
          onChange(hex);
        }}
      />
      <button type="button" onClick={() => setValue('#235789')}>
        Load IC
      </button>
    </>
  );
}

const hexField = () => screen.getByRole('textbox', { name: 'Hex Color' });
const wheelHue = () => screen.getByRole('slider', { name: 'Hue' });

describe('ColorPicker', () => {
  it('opens on the Color Wheel tab at hue 0, saturation 100, lightness 50 when given no value', () => {
    render(<ColorPicker />);
    expect(screen.getByRole('tab', { name: 'Color Wheel' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'HSL Sliders' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tab', { name: 'Presets' })).toBeVisible();
    expect(wheelHue()).toHaveAttribute('aria-valuetext', 'Hue 0°, Saturation 100%');
    expect(screen.getByRole('slider', { name: 'Lightness' })).toHaveValue('50');
    expect(hexField()).toHaveValue('#FF0000');
  });

  it('keeps the hex field in step with the wheel', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ColorPicker onChange={onChange} />);
    wheelHue().focus();
    await user.keyboard('{PageUp}{PageUp}{PageUp}{PageUp}');
    // hsl(60 100% 50%) is pure yellow.
    expect(onChange).toHaveBeenLastCalledWith('#FFFF00');
    expect(hexField()).toHaveValue('#FFFF00');
  });

  it('carries a typed hex colour into the wheel and the sliders', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled initial="#03B5AA" onChange={onChange} />);
    await user.clear(hexField());
    await user.type(hexField(), '#abcdef');
    expect(onChange).toHaveBeenLastCalledWith('#ABCDEF');
    // #ABCDEF: max 239 (blue), min 171 → lightness 80 %, saturation 68 %, hue 210°.
    expect(wheelHue()).toHaveAttribute('aria-valuetext', 'Hue 210°, Saturation 68%');
    await user.click(screen.getByRole('tab', { name: 'HSL Sliders' }));
    expect(screen.getByRole('slider', { name: 'Hue' })).toHaveValue('210');
  });

  it('selects a preset and shows it everywhere', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled initial="#03B5AA" onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'Presets' }));
    expect(screen.getByRole('option', { name: '#03B5AA' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('option', { name: '#E71D36' }));
    expect(onChange).toHaveBeenLastCalledWith('#E71D36');
    expect(hexField()).toHaveValue('#E71D36');
    expect(screen.getByRole('option', { name: '#E71D36' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves the sliders and keeps the hue when saturation goes to 0 and back', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ColorPicker onChange={onChange} defaultTab="sliders" />);
    screen.getByRole('slider', { name: 'Hue' }).focus();
    await user.keyboard('{ArrowRight}'.repeat(5));
    screen.getByRole('slider', { name: 'Saturation' }).focus();
    await user.keyboard('{Home}');
    expect(hexField()).toHaveValue('#808080');
    await user.keyboard('{End}');
    // hsl(5 100% 50%): red 255, green 5/60 · 255 = 21.25 → 21 = 0x15.
    expect(hexField()).toHaveValue('#FF1500');
    expect(onChange).toHaveBeenLastCalledWith('#FF1500');
  });

  it('follows a new value from outside', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="#03B5AA" onChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Load IC' }));
    expect(hexField()).toHaveValue('#235789');
  });
});
