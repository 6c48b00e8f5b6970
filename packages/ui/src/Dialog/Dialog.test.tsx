import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { Dialog, DialogTrigger } from './Dialog';
import { Modal } from './Modal';

function Example({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button>Produkt hinzufügen</Button>
      <Modal>
        <Dialog title="Neues Produkt" closeLabel="Schließen">
          <input aria-label="Name" />
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

describe('Modal + Dialog', () => {
  it('opens a dialog named by its heading and moves focus into it', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Produkt hinzufügen' }));
    const dialog = screen.getByRole('dialog', { name: 'Neues Produkt' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('heading', { name: 'Neues Produkt' })).toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(<Example onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Produkt hinzufügen' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('closes with its labelled close button', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Produkt hinzufügen' }));
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Produkt hinzufügen' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
