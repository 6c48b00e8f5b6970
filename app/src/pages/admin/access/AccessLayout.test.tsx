import { cleanup, render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { themeStorageKey } from '../../../lib/theme';
import { AdminThemeSwitch } from './AccessLayout';

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.classList.remove('dark');
});

describe('the admin area’s theme switch', () => {
  it('switches the theme from the keyboard and keeps the choice where the public site keeps it', async () => {
    render(<AdminThemeSwitch />);
    const toggle = page.getByRole('switch', { name: 'Dark theme' });
    await expect.element(toggle).not.toBeChecked();
    await userEvent.tab();
    await expect.element(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(toggle).toBeChecked();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem(themeStorageKey)).toBe('dark');
    await userEvent.keyboard(' ');
    await expect.element(toggle).not.toBeChecked();
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(localStorage.getItem(themeStorageKey)).toBe('light');
  });

  it('shows the theme the page already has, named in the admin’s language', async () => {
    localStorage.setItem('admin-lang', 'de');
    document.documentElement.classList.add('dark');
    render(<AdminThemeSwitch />);
    await expect.element(page.getByRole('switch', { name: 'Dunkles Design' })).toBeChecked();
  });
});
