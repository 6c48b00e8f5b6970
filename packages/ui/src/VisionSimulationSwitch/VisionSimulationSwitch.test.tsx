import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { VisionSimulationSwitch, type VisionSimulationValue } from './VisionSimulationSwitch';

function Harness({ onChange }: { onChange?: (value: VisionSimulationValue) => void }) {
  const [value, setValue] = useState<VisionSimulationValue>({ deficiency: 'none', severity: 1 });
  return (
    <VisionSimulationSwitch
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('VisionSimulationSwitch', () => {
  it('offers none and the four deficiencies as radios, and a severity slider disabled while off', () => {
    render(<Harness />);
    const group = screen.getByRole('radiogroup', { name: 'Simulate colour vision' });
    expect(group).toBeVisible();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'none',
      'protanopia',
      'deuteranopia',
      'tritanopia',
      'achromatopsia',
    ]);
    expect(screen.getByRole('radio', { name: 'None' })).toBeChecked();
    const severity = screen.getByRole('slider', { name: 'Severity' });
    expect(severity).toBeDisabled();
    expect(screen.getByText('100%')).toBeVisible();
  });

  it('is driven by the keyboard: arrows choose a deficiency, then Tab and arrows set the severity', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'None' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Deuteranopia' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith({ deficiency: 'deuteranopia', severity: 1 });
    const severity = screen.getByRole('slider', { name: 'Severity' });
    expect(severity).toBeEnabled();
    await user.tab();
    expect(severity).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(onChange.mock.lastCall?.[0].deficiency).toBe('deuteranopia');
    expect(onChange.mock.lastCall?.[0].severity).toBeCloseTo(0.6, 6);
    expect(screen.getByText('60%')).toBeVisible();
  });

  it('takes its names from labels', () => {
    render(
      <VisionSimulationSwitch
        value={{ deficiency: 'tritanopia', severity: 0.5 }}
        onChange={() => {}}
        labels={{ group: 'Farbsehen simulieren', options: { tritanopia: 'Tritanopie' } }}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Farbsehen simulieren' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Tritanopie' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Protanopia' })).not.toBeChecked();
  });
});
