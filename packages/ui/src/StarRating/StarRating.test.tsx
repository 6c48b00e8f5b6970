import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StarRating } from './StarRating';

const germanStars = (n: number) => (n === 1 ? '1 Stern' : `${n} Sterne`);

function Controlled() {
  const [value, setValue] = useState(0);
  return (
    <>
      <StarRating label="Bewertung" value={value} onChange={setValue} starLabel={germanStars} />
      <button type="button" onClick={() => setValue(0)}>
        Neu
      </button>
    </>
  );
}

describe('StarRating', () => {
  it('is a radio group of five named stars with none chosen at 0', () => {
    render(<StarRating label="Bewertung" starLabel={germanStars} />);
    expect(screen.getByRole('radiogroup', { name: 'Bewertung' })).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual([
      '1 Stern',
      '2 Sterne',
      '3 Sterne',
      '4 Sterne',
      '5 Sterne',
    ]);
    for (const radio of radios) expect(radio).not.toBeChecked();
  });

  it('chooses by click and moves with the arrow keys, reporting numbers', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<StarRating label="Bewertung" onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(4);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('goes back to no selection when a controlling form resets to 0', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('radio', { name: '5 Sterne' }));
    expect(screen.getByRole('radio', { name: '5 Sterne' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Neu' }));
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
  });

  it('shows required and invalid states', () => {
    render(<StarRating label="Bewertung" isRequired isInvalid errorMessage="Bitte bewerten." />);
    const group = screen.getByRole('radiogroup', { name: 'Bewertung' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Bitte bewerten.');
  });
});
