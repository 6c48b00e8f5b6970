import { type Oklch, oklchToHex } from '@site/color';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OklchSliders } from './OklchSliders';

function Harness({ start, onChange }: { start: Oklch; onChange?: (value: Oklch) => void }) {
  const [value, setValue] = useState<Oklch>(start);
  return (
    <OklchSliders
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('OklchSliders', () => {
  it('offers lightness, chroma and hue with their ranges, steps and values', () => {
    render(<Harness start={{ l: 0.5, c: 0.1, h: 120 }} />);
    expect(screen.getByRole('group', { name: 'OKLCH sliders' })).toBeVisible();
    const lightness = screen.getByRole('slider', { name: 'Lightness' });
    expect(lightness).toHaveAttribute('max', '100');
    expect(lightness).toHaveAttribute('step', '0.5');
    expect(lightness).toHaveValue('50');
    const chroma = screen.getByRole('slider', { name: 'Chroma' });
    expect(chroma).toHaveAttribute('max', '0.4');
    expect(chroma).toHaveAttribute('step', '0.005');
    expect(screen.getByRole('slider', { name: 'Hue' })).toHaveAttribute('max', '360');
    expect(screen.getByText('50%')).toBeVisible();
    expect(screen.getByText('0.100')).toBeVisible();
    expect(screen.getByText('120°')).toBeVisible();
    expect(screen.getByText(oklchToHex({ l: 0.5, c: 0.1, h: 120 }).hex)).toBeVisible();
    // What a screen reader hears carries the unit too.
    expect(lightness).toHaveAttribute('aria-valuetext', '50%');
    expect(screen.getByRole('slider', { name: 'Hue' })).toHaveAttribute('aria-valuetext', '120°');
  });

  it('moves one channel per arrow key and leaves the others alone', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness start={{ l: 0.5, c: 0.1, h: 120 }} onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith({ l: 0.505, c: 0.1, h: 120 });
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    const [last] = onChange.mock.lastCall as [Oklch];
    expect(last.l).toBe(0.505);
    expect(last.c).toBeCloseTo(0.095, 6);
    await user.tab();
    await user.keyboard('{End}');
    expect(onChange.mock.lastCall?.[0]).toMatchObject({ h: 360 });
  });

  it('warns when the colour lies outside sRGB, saying what is shown and how far it moved', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness start={{ l: 0.7, c: 0.1, h: 150 }} />);
    // The sliders' <output>s are status elements too; the warning's is the one that is not an <output>.
    const status = container.querySelector('div[role="status"]');
    expect(status).toBeEmptyDOMElement();
    const chroma = screen.getByRole('slider', { name: 'Chroma' });
    chroma.focus();
    await user.keyboard('{End}');
    const mapped = oklchToHex({ l: 0.7, c: 0.4, h: 150 });
    expect(mapped.outOfGamut).toBe(true);
    const warning = `Outside sRGB: shown as ${mapped.hex}, moved by ΔE ${mapped.deltaE.toFixed(3)} (OKLab; 0.02 is just noticeable).`;
    expect(status).toHaveTextContent(warning);
    expect(chroma).toHaveAccessibleDescription(warning);
    await user.keyboard('{Home}');
    expect(status).toBeEmptyDOMElement();
    expect(chroma).not.toHaveAccessibleDescription();
  });

  it('takes its text from labels', () => {
    const { container } = render(
      <OklchSliders
        value={{ l: 0.7, c: 0.37, h: 150 }}
        onChange={() => {}}
        labels={{ lightness: 'Helligkeit', gamutWarning: 'Verschoben: {hex}' }}
      />,
    );
    expect(screen.getByRole('slider', { name: 'Helligkeit' })).toBeVisible();
    expect(container.querySelector('div[role="status"]')).toHaveTextContent(
      `Verschoben: ${oklchToHex({ l: 0.7, c: 0.37, h: 150 }).hex}`,
    );
  });
});
