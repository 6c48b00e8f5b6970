import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from './Toast';
import { addToast, createToastQueue, showToast, toastQueue } from './toastQueue';

function setup() {
  const queue = createToastQueue();
  render(
    <>
      <button type="button">Seite</button>
      <ToastRegion queue={queue} label="Benachrichtigungen" closeLabel="Schließen" />
    </>,
  );
  return queue;
}

describe('Toast', () => {
  afterEach(() => {
    vi.useRealTimers();
    for (const t of toastQueue.visibleToasts) toastQueue.close(t.key);
  });

  it('shows title and description in a labelled region, the newest toast only, and not the older after it', async () => {
    const queue = setup();
    act(() => {
      queue.add({ title: 'Erster Hinweis' });
      queue.add({ title: 'Nachricht gesendet!', description: 'Wir melden uns bald.', variant: 'success' });
    });
    const region = await screen.findByRole('region', { name: 'Benachrichtigungen' });
    const toast = screen.getByRole('alertdialog', { name: 'Nachricht gesendet!' });
    expect(region).toContainElement(toast);
    expect(toast).toHaveAccessibleDescription('Wir melden uns bald.');
    expect(screen.queryByText('Erster Hinweis')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByText('Erster Hinweis')).toBeNull();
  });

  it('keeps a toast with an action behind a newer one and shows it again once that has gone', async () => {
    const queue = setup();
    act(() => {
      queue.add({ title: 'SOPHIE gelöscht', action: { label: 'Rückgängig', onAction: () => {} } });
      queue.add({ title: 'Gespeichert', variant: 'success' });
    });
    await screen.findByRole('alertdialog', { name: 'Gespeichert' });
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(await screen.findByRole('alertdialog', { name: 'SOPHIE gelöscht' })).toBeInTheDocument();
  });

  it('says the same notice once while it is showing, and again once it has gone', async () => {
    const queue = setup();
    const queued = { title: 'Zur Zustellung vorgemerkt' };
    act(() => {
      addToast(queue, queued);
      addToast(queue, queued);
    });
    await screen.findByRole('alertdialog', { name: 'Zur Zustellung vorgemerkt' });
    expect(queue.visibleToasts).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    act(() => {
      addToast(queue, queued);
      addToast(queue, { ...queued, variant: 'destructive' });
    });
    // the same words as an error are another notice, and it replaces the first
    const error = await screen.findByRole('alertdialog', { name: 'Zur Zustellung vorgemerkt' });
    expect(error).toHaveAttribute('data-variant', 'destructive');
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('runs its action and closes when the action button is pressed', async () => {
    const queue = setup();
    const onAction = vi.fn();
    act(() => {
      queue.add({ title: 'SOPHIE gelöscht', action: { label: 'Rückgängig', onAction } });
    });
    const toast = await screen.findByRole('alertdialog', { name: 'SOPHIE gelöscht' });
    await userEvent.click(within(toast).getByRole('button', { name: 'Rückgängig' }));
    expect(onAction).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('moves focus to the toasts with F8', async () => {
    const queue = setup();
    act(() => {
      queue.add({ title: 'Fehler', variant: 'destructive' });
    });
    screen.getByRole('button', { name: 'Seite' }).focus();
    await userEvent.keyboard('{F8}');
    expect(screen.getByRole('region', { name: 'Benachrichtigungen' })).toContainElement(
      document.activeElement as HTMLElement,
    );
  });

  it('is dismissed by a swipe of at least 50 px to the right, not by a shorter one', async () => {
    const queue = setup();
    act(() => {
      queue.add({ title: 'Wischen' });
    });
    const toast = await screen.findByRole('alertdialog', { name: 'Wischen' });
    const swipe = async (dx: number) => {
      const { left, top } = toast.getBoundingClientRect();
      const at = (x: number) => ({ clientX: left + x, clientY: top + 10, pointerId: 1, bubbles: true });
      await act(async () => {
        toast.dispatchEvent(new PointerEvent('pointerdown', at(10)));
        toast.dispatchEvent(new PointerEvent('pointermove', at(10 + dx)));
        toast.dispatchEvent(new PointerEvent('pointerup', at(10 + dx)));
      });
    };
    await swipe(30);
    expect(screen.getByRole('alertdialog', { name: 'Wischen' })).toBeInTheDocument();
    await swipe(60);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('showToast closes the toast after 5 seconds by default', async () => {
    vi.useFakeTimers();
    render(<ToastRegion label="Benachrichtigungen" />);
    act(() => {
      showToast({ title: 'Umfrage gesendet!' });
    });
    expect(screen.getByRole('alertdialog', { name: 'Umfrage gesendet!' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
