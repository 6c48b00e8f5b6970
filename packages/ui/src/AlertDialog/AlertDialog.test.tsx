import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AlertDialog } from './AlertDialog';

function open(onConfirm = vi.fn(), onOpenChange = vi.fn()) {
  render(
    <AlertDialog
      defaultOpen
      title="Produkt löschen?"
      confirmLabel="Löschen"
      cancelLabel="Abbrechen"
      variant="destructive"
      onConfirm={onConfirm}
      onOpenChange={onOpenChange}
    >
      Sind Sie sicher?
    </AlertDialog>,
  );
  return { onConfirm, onOpenChange };
}

describe('AlertDialog', () => {
  it('is an alertdialog named by its title, with focus on Cancel', () => {
    open();
    const dialog = screen.getByRole('alertdialog', { name: 'Produkt löschen?' });
    expect(dialog).toHaveAccessibleDescription('Sind Sie sicher?');
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
  });

  it('confirms once and closes', async () => {
    const { onConfirm, onOpenChange } = open();
    await userEvent.click(screen.getByRole('button', { name: 'Löschen' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('cancels with the button or Escape without confirming', async () => {
    const { onConfirm } = open();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('ignores clicks outside', async () => {
    open();
    // The dimmed overlay around the panel.
    const overlay = screen.getByRole('alertdialog').parentElement!.parentElement!;
    await userEvent.click(overlay);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
