import type { Hsl } from '@site/color';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ColorSliders } from './ColorSliders';

function Harness({ onChange }: { onChange?: (value: Hsl) => void }) {
  const [value, setValue] = useState<Hsl>({ h: 0, s: 100, l: 50 });
  return (
    <ColorSliders
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('ColorSliders', () => {
  it('offers hue 0–360, saturation 0–100 and lightness 0–100 with labels and values', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'HSL sliders' })).toBeVisible();
    const hue = screen.getByRole('slider', { name: 'Hue' });
    expect(hue).toHaveAttribute('min', '0');
    expect(hue).toHaveAttribute('max', '360');
    expect(hue).toHaveAttribute('step', '1');
    for (const name of ['Saturation', 'Lightness']) {
      const slider = screen.getByRole('slider', { name });
      expect(slider).toHaveAttribute('max', '100');
      expect(slider).toHaveAttribute('step', '1');
    }
    expect(screen.getByText('0°')).toBeVisible();
    expect(screen.getByText('100%')).toBeVisible();
    expect(screen.getByText('50%')).toBeVisible();
  });

  it('moves each channel by 1 with the arrow keys and leaves the others alone', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith({ h: 1, s: 100, l: 50 });
    expect(screen.getByText('1°')).toBeVisible();
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith({ h: 1, s: 99, l: 50 });
    await user.tab();
    await user.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith({ h: 1, s: 99, l: 100 });
    expect(screen.getByRole('slider', { name: 'Lightness' })).toHaveValue('100');
  });
});
