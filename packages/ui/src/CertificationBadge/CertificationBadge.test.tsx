import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CertificationBadge } from './CertificationBadge';

const pixel = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

describe('CertificationBadge', () => {
  it('names the award in a heading with its description', () => {
    render(<CertificationBadge name="Impact Excellence Award" description="For results." imageSrc={pixel} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Impact Excellence Award' })).toBeVisible();
    expect(screen.getByText('For results.')).toBeVisible();
  });

  it('does not announce the artwork a second time', () => {
    render(<CertificationBadge name="Award" description="d" imageSrc={pixel} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('falls back to the icon when there is no image', () => {
    render(<CertificationBadge name="Maps verified" description="d" icon="✓" />);
    expect(screen.getByText('✓')).toBeVisible();
    expect(screen.getByText('✓')).toHaveAttribute('aria-hidden', 'true');
  });
});
