import { act, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusRescue } from './screenFocus';

function Sessions({ disableOnSave = false }: { disableOnSave?: boolean }) {
  const main = useRef<HTMLElement>(null);
  useFocusRescue(main);
  const [sessions, setSessions] = useState(['Firefox', 'Safari']);
  const [saved, setSaved] = useState(false);
  return (
    <main ref={main}>
      <h1>Account</h1>
      <ul>
        {sessions.map((name) => (
          <li key={name}>
            <button type="button" onClick={() => setSessions((all) => all.filter((other) => other !== name))}>
              End {name}
            </button>
          </li>
        ))}
      </ul>
      {disableOnSave ? (
        <button type="button" disabled={saved} onClick={() => setSaved(true)}>
          Save
        </button>
      ) : null}
    </main>
  );
}

describe('useFocusRescue', () => {
  it('moves the focus to what is left of the list when the focused row goes, then to the heading', async () => {
    render(<Sessions />);
    const firefox = screen.getByRole('button', { name: 'End Firefox' });
    firefox.focus();
    act(() => firefox.click());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'End Safari' })),
    );
    act(() => screen.getByRole('button', { name: 'End Safari' }).click());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Account' })),
    );
  });

  it('moves the focus on when the focused button disables itself', async () => {
    render(<Sessions disableOnSave />);
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    act(() => save.click());
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(true));
    // Chromium up to 155 drops the focus of a disabled button to the body; 156 keeps it on the disabled button.
    // Either way the keyboard must end up on a control it can use.
    await waitFor(() => {
      expect(document.activeElement).not.toBe(document.body);
      expect(document.activeElement).not.toBe(save);
    });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'End Firefox' }));
  });
});
