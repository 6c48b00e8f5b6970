import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('announces itself as a status with its title and hint', () => {
    render(
      <EmptyState title="No results found" hint="Try different search terms or select another category." />,
    );
    const status = screen.getByRole('status');
    expect(within(status).getByRole('heading', { name: 'No results found' })).toBeVisible();
    expect(status).toHaveTextContent('Try different search terms or select another category.');
  });

  it('offers the given action, reachable by keyboard', async () => {
    const onReset = vi.fn();
    render(
      <EmptyState
        title="No results found"
        action={
          <button type="button" onClick={onReset}>
            Reset search
          </button>
        }
      />,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Reset search' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onReset).toHaveBeenCalledOnce();
  });

  it('shows no action and no hint when none are given', () => {
    render(<EmptyState title="Keine Ergebnisse gefunden" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Keine Ergebnisse gefunden$/);
  });
});
