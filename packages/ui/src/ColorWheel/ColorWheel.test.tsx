import type { Hsl } from '@site/color';
import { render, screen } from '@testing-library/react';
import { userEvent as testingUserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ColorWheel, type ColorWheelProps } from './ColorWheel';

function Harness({ initial, onChange, ...props }: { initial: Hsl } & Partial<ColorWheelProps>) {
  const [value, setValue] = useState(initial);
  return (
    <ColorWheel
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const hue = () => screen.getByRole('slider', { name: 'Hue' });
const saturation = () => screen.getByRole('slider', { name: 'Saturation' });
const disc = () => hue().closest<HTMLElement>('[data-wheel-disc]')!;

describe('ColorWheel', () => {
  it('is a named group with hue, saturation and lightness sliders', () => {
    render(<Harness initial={{ h: 174, s: 97, l: 36 }} />);
    expect(screen.getByRole('group', { name: 'Color wheel' })).toBeVisible();
    expect(hue()).toHaveAttribute('aria-valuetext', 'Hue 174°, Saturation 97%');
    expect(saturation()).toHaveAttribute('aria-valuetext', 'Hue 174°, Saturation 97%');
    expect(screen.getByRole('slider', { name: 'Lightness' })).toHaveValue('36');
  });

  it('changes hue with left/right and saturation with up/down, from either input', async () => {
    const user = testingUserEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={{ h: 0, s: 100, l: 50 }} onChange={onChange} />);
    await user.tab();
    expect(hue()).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(hue()).toHaveAttribute('aria-valuetext', 'Hue 2°, Saturation 100%');
    await user.keyboard('{ArrowDown}');
    expect(hue()).toHaveAttribute('aria-valuetext', 'Hue 2°, Saturation 99%');
    await user.tab();
    expect(saturation()).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(saturation()).toHaveAttribute('aria-valuetext', 'Hue 1°, Saturation 100%');
    expect(onChange).toHaveBeenLastCalledWith({ h: 1, s: 100, l: 50 });
  });

  it('wraps hue around the circle and keeps saturation within 0–100', async () => {
    const user = testingUserEvent.setup();
    render(<Harness initial={{ h: 0, s: 100, l: 50 }} />);
    await user.tab();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(hue()).toHaveAttribute('aria-valuetext', 'Hue 359°, Saturation 100%');
  });

  it('moves in big steps with Page Up/Down and to the ends with Home/End', async () => {
    const user = testingUserEvent.setup();
    render(<Harness initial={{ h: 100, s: 50, l: 50 }} />);
    await user.tab();
    await user.keyboard('{PageUp}');
    expect(hue()).toHaveAttribute('aria-valuetext', 'Hue 115°, Saturation 50%');
    await user.keyboard('{Home}');
    expect(hue()).toHaveAttribute('aria-valuetext', 'Hue 0°, Saturation 50%');
    await user.tab();
    await user.keyboard('{PageDown}');
    expect(saturation()).toHaveAttribute('aria-valuetext', 'Hue 0°, Saturation 40%');
    await user.keyboard('{End}');
    expect(saturation()).toHaveAttribute('aria-valuetext', 'Hue 0°, Saturation 100%');
  });

  it('sets hue from the angle and saturation from the distance on a click', async () => {
    const onChange = vi.fn();
    render(<Harness initial={{ h: 0, s: 0, l: 50 }} onChange={onChange} />);
    // 60 px right of the centre of a 240 px disc: 90° clockwise from the top, half the radius.
    await userEvent.click(disc(), { position: { x: 180, y: 120 } });
    expect(hue()).toHaveAttribute('aria-valuetext', 'Hue 90°, Saturation 50%');
    expect(onChange).toHaveBeenLastCalledWith({ h: 90, s: 50, l: 50 });
    // Straight below, on the rim.
    await userEvent.click(disc(), { position: { x: 120, y: 239 } });
    expect(hue()).toHaveAttribute('aria-valuetext', 'Hue 180°, Saturation 99%');
  });

  it('leaves keyboard focus on the wheel after a click so arrows continue from there', async () => {
    render(<Harness initial={{ h: 0, s: 0, l: 50 }} />);
    await userEvent.click(disc(), { position: { x: 60, y: 120 } });
    expect(hue()).toHaveFocus();
    await testingUserEvent.setup().keyboard('{ArrowRight}');
    expect(hue()).toHaveAttribute('aria-valuetext', 'Hue 271°, Saturation 50%');
  });

  it('follows a drag until release, and ignores moves after the pointer leaves', async () => {
    const user = testingUserEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={{ h: 0, s: 0, l: 50 }} onChange={onChange} />);
    const box = disc().getBoundingClientRect();
    const at = (x: number, y: number) => ({ clientX: box.left + x, clientY: box.top + y });
    await user.pointer([
      { keys: '[MouseLeft>]', target: disc(), coords: at(120, 60) },
      { target: disc(), coords: at(180, 120) },
    ]);
    expect(hue()).toHaveAttribute('aria-valuetext', 'Hue 90°, Saturation 50%');
    await user.pointer({ keys: '[/MouseLeft]', target: disc(), coords: at(180, 120) });
    await user.pointer({ target: disc(), coords: at(60, 120) });
    expect(hue()).toHaveAttribute('aria-valuetext', 'Hue 90°, Saturation 50%');

    await user.pointer([
      { keys: '[MouseLeft>]', target: disc(), coords: at(120, 60) },
      { target: document.body, coords: { clientX: box.right + 20, clientY: box.top + 10 } },
      { target: disc(), coords: at(60, 120) },
    ]);
    expect(hue()).toHaveAttribute('aria-valuetext', 'Hue 0°, Saturation 50%');
    await user.pointer({ keys: '[/MouseLeft]' });
  });

  it('changes lightness with its own slider', async () => {
    const user = testingUserEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={{ h: 120, s: 40, l: 50 }} onChange={onChange} />);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('slider', { name: 'Lightness' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith({ h: 120, s: 40, l: 51 });
  });

  it('ignores keys and clicks while disabled', async () => {
    const onChange = vi.fn();
    render(<Harness initial={{ h: 10, s: 10, l: 50 }} onChange={onChange} isDisabled />);
    expect(hue()).toBeDisabled();
    await userEvent.click(disc(), { position: { x: 180, y: 120 }, force: true });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes its words from props', () => {
    render(
      <Harness
        initial={{ h: 5, s: 6, l: 7 }}
        label="Farbrad"
        hueLabel="Farbton"
        saturationLabel="Sättigung"
        lightnessLabel="Helligkeit"
      />,
    );
    expect(screen.getByRole('group', { name: 'Farbrad' })).toBeVisible();
    expect(screen.getByRole('slider', { name: 'Farbton' })).toHaveAttribute(
      'aria-valuetext',
      'Farbton 5°, Sättigung 6%',
    );
    expect(screen.getByRole('slider', { name: 'Helligkeit' })).toBeVisible();
  });
});
