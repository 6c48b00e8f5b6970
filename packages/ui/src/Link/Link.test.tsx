import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './Link';

describe('Link', () => {
  it('is a link to its href that reacts to Enter', async () => {
    const onPress = vi.fn();
    render(
      <Link href="#support" onPress={onPress}>
        Support
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Support' });
    expect(link).toHaveAttribute('href', '#support');
    await userEvent.tab();
    expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('opens external links in a new tab safely and says so in its name', () => {
    render(
      <Link href="https://example.com" isExternal externalLabel="(öffnet in neuem Tab)">
        Termin buchen
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Termin buchen (öffnet in neuem Tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps internal links in the same tab', () => {
    render(<Link href="/about">Über uns</Link>);
    const link = screen.getByRole('link', { name: 'Über uns' });
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
  });

  it('forwards its ref to the anchor, as TanStack Router createLink needs', () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <Link ref={ref} href="/nova">
        NOVA
      </Link>,
    );
    expect(ref.current).toBe(screen.getByRole('link', { name: 'NOVA' }));
  });
});
