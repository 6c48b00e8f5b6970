import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ChatButton, preloadChatPanel } from './ChatButton';

const labels = {
  openLabel: 'Chat öffnen',
  closeLabel: 'Chat schließen',
  title: 'KI-Assistent',
  placeholder: 'Bald verfügbar.',
  dialogCloseLabel: 'Schließen',
};

function Controlled() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Hilfe
      </button>
      <ChatButton {...labels} isOpen={open} onOpenChange={setOpen} />
    </>
  );
}

// First in the file: the panel's code loads once per page, and the tests below start with it loaded.
describe('ChatButton before its panel has loaded', () => {
  it('opens the chat as soon as the panel arrives when the press came first', async () => {
    const user = userEvent.setup();
    render(<ChatButton {...labels} />);
    const button = screen.getByRole('button', { name: 'Chat öffnen' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const dialog = await screen.findByRole('dialog', { name: 'KI-Assistent' });
    expect(dialog).toHaveTextContent('Bald verfügbar.');
    expect(button).toHaveAttribute('aria-controls', dialog.parentElement?.id);
  });
});

describe('ChatButton', () => {
  // As on a page, where the pointer or the focus reaches the button before the press.
  beforeAll(async () => {
    await preloadChatPanel();
  });

  it('toggles the chat dialog with the round button, whose name follows the state', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(<ChatButton {...labels} onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Chat öffnen' }));
    expect(screen.getByRole('dialog', { name: 'KI-Assistent' })).toHaveTextContent('Bald verfügbar.');
    await user.click(screen.getByRole('button', { name: 'Chat schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('closes with the × button and with Escape, returning focus to the round button', async () => {
    const user = userEvent.setup();
    render(<ChatButton {...labels} />);
    await user.click(screen.getByRole('button', { name: 'Chat öffnen' }));
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Chat öffnen' })).toHaveFocus();
  });

  it('leaves the page usable while open (non-modal)', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    render(
      <>
        <button type="button" onClick={onPage}>
          Seite
        </button>
        <ChatButton {...labels} defaultOpen />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Seite' }));
    expect(onPage).toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Hilfe' }));
    expect(screen.getByRole('dialog', { name: 'KI-Assistent' })).toBeInTheDocument();
  });
});
