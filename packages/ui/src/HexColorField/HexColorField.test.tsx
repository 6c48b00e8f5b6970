import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HexColorField } from './HexColorField';

function Harness({ onChange }: { onChange: (hex: string) => void }) {
  const [value, setValue] = useState('#03B5AA');
  return (
    <HexColorField
      value={value}
      onChange={(hex) => {
        setValue(hex);
        onChange(hex);
      }}
    />
  );
}

describe('HexColorField', () => {
  const field = () => screen.getByRole('textbox', { name: 'Hex Color' });

  it('shows the value with its format hint', () => {
    render(<HexColorField value="#03B5AA" onChange={() => {}} />);
    expect(field()).toHaveValue('#03B5AA');
    expect(field()).toHaveAccessibleDescription('A # followed by six hex digits, e.g. #03B5AA');
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  it.each(['#12345G', '123456', '#abc'])('keeps %s in the field without passing it on', async (text) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.clear(field());
    await user.type(field(), text);
    await user.tab();
    expect(field()).toHaveValue(text);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it.each(['#abcdef', '#ABCDEF'])('passes on %s once all six digits are there', async (text) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.clear(field());
    await user.type(field(), text);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(text);
    expect(field()).toHaveValue(text);
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  it('says the text is not a colour once the field is left, not while it is typed', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={() => {}} />);
    await user.clear(field());
    await user.type(field(), '#12');
    expect(screen.queryByText(/Not a hex color yet/)).toBeNull();
    expect(field()).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(field()).toHaveAccessibleDescription(
      expect.stringContaining('Not a hex color yet; the swatch shows the color still in use.'),
    );
    await user.type(field(), '3456');
    expect(screen.queryByText(/Not a hex color yet/)).toBeNull();
    expect(field()).toHaveValue('#123456');
  });

  it('shows a colour chosen elsewhere', () => {
    const { rerender } = render(<HexColorField value="#03B5AA" onChange={() => {}} />);
    rerender(<HexColorField value="#5F3798" onChange={() => {}} />);
    expect(field()).toHaveValue('#5F3798');
  });
});
