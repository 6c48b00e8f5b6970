import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows its text and gives each tone its own colour', () => {
    render(
      <>
        <Badge tone="success">Aktiv</Badge>
        <Badge tone="danger">Abgelaufen</Badge>
      </>,
    );
    const active = screen.getByText('Aktiv');
    const expired = screen.getByText('Abgelaufen');
    expect(getComputedStyle(active).backgroundColor).not.toBe(getComputedStyle(expired).backgroundColor);
    expect(active.closest('button, a')).toBeNull();
  });
});
