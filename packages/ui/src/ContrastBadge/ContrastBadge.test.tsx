import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContrastBadge } from './ContrastBadge';

describe('ContrastBadge', () => {
  it('says the WCAG ratio with its level and the APCA Lc, each with pass or fail in words', () => {
    const { container } = render(<ContrastBadge text="#777777" background="#FFFFFF" />);
    expect(screen.getByText('WCAG 4.47:1 · AA large text · fail')).toBeVisible();
    expect(screen.getByText('APCA Lc 71.1 · pass')).toBeVisible();
    // The sample is decoration: nothing of it reaches assistive technology.
    expect(container.textContent).not.toContain('Aa');
  });

  it('shows a dash, not a verdict, while a colour is not a whole #RRGGBB yet', () => {
    render(<ContrastBadge text="#FFFFFF" background="#23578" />);
    expect(screen.getByText('WCAG –')).toBeVisible();
    expect(screen.getByText('APCA –')).toBeVisible();
    expect(screen.queryByText(/pass|fail/)).toBeNull();
  });

  it('keeps APCA’s sign for light text on dark and judges by its size', () => {
    render(<ContrastBadge text="#FFFFFF" background="#888888" apcaMinimum={75} />);
    expect(screen.getByText('APCA Lc -68.5 · fail')).toBeVisible();
    expect(screen.getByText('WCAG 3.54:1 · AA large text · fail')).toBeVisible();
  });

  it('passes at the thresholds it is given, in the labels it is given', () => {
    render(
      <ContrastBadge
        text="#FFFFFF"
        background="#888888"
        wcagMinimum={3}
        labels={{
          pass: 'bestanden',
          levels: { AAA: 'AAA', AA: 'AA', 'AA large': 'AA groß', fail: 'unter AA' },
        }}
      />,
    );
    expect(screen.getByText('WCAG 3.54:1 · AA groß · bestanden')).toBeVisible();
    expect(screen.getByText('APCA Lc -68.5 · bestanden')).toBeVisible();
  });
});
