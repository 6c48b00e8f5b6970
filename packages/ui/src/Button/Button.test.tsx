import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('is a button named by its text that fires onPress from mouse and keyboard', async () => {
    const onPress = vi.fn();
    const user = userEvent.setup();
    render(<Button onPress={onPress}>Beratung buchen</Button>);
    const button = screen.getByRole('button', { name: 'Beratung buchen' });
    await user.click(button);
    await user.tab();
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('ignores presses while disabled', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isDisabled>
        Senden
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Senden' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('keeps its name while pending, shows a labelled spinner and does not fire', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isPending pendingLabel="Wird gesendet">
        Senden
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Senden/ });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('progressbar', { name: 'Wird gesendet' })).toBeInTheDocument();
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('does not submit its form while pending', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { container } = render(
      <form>
        <Button type="submit" isPending>
          Senden
        </Button>
      </form>,
    );
    container.querySelector('form')!.addEventListener('submit', onSubmit);
    await userEvent.click(screen.getByRole('button'));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
