import { describe, expect, it } from 'vitest';
import { defaultThemeForHour, initialTheme, themeScript } from './theme';

describe('theme', () => {
  it('defaults to dark from 20:00 to 05:59 and light otherwise', () => {
    expect([19, 20, 23, 0, 5, 6, 12].map(defaultThemeForHour)).toEqual([
      'light',
      'dark',
      'dark',
      'dark',
      'dark',
      'light',
      'light',
    ]);
  });

  it('prefers a stored choice over the clock and ignores garbage', () => {
    const night = new Date(2026, 0, 1, 22, 0);
    expect(initialTheme('light', night)).toBe('light');
    expect(initialTheme('purple', night)).toBe('dark');
    expect(initialTheme(null, new Date(2026, 0, 1, 10, 0))).toBe('light');
  });

  it('the inline head script applies the same rule', () => {
    const classes = new Set<string>();
    const run = (stored: string | null, hour: number) => {
      classes.clear();
      const RealDate = Date;
      const fakeDate = class extends RealDate {
        override getHours() {
          return hour;
        }
      };
      const sandbox = new Function('localStorage', 'document', 'Date', themeScript);
      sandbox(
        { getItem: () => stored },
        { documentElement: { classList: { add: (c: string) => classes.add(c) } } },
        fakeDate,
      );
      return classes.has('dark') ? 'dark' : 'light';
    };
    expect(run(null, 21)).toBe('dark');
    expect(run(null, 9)).toBe('light');
    expect(run('light', 23)).toBe('light');
    expect(run('dark', 9)).toBe('dark');
  });
});
