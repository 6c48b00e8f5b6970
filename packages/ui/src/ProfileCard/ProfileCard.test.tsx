import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileCard } from './ProfileCard';

describe('ProfileCard', () => {
  it('shows name as heading, role and bio', () => {
    render(<ProfileCard name="NOVA" jobTitle="AI coach" bio="Listens closely." />);
    expect(screen.getByRole('heading', { level: 3, name: 'NOVA' })).toBeVisible();
    expect(screen.getByText('AI coach')).toBeVisible();
    expect(screen.getByText('Listens closely.')).toBeVisible();
  });

  it('lists the credentials under their title', () => {
    render(
      <ProfileCard
        name="NOVA"
        jobTitle="AI coach"
        bio="b"
        credentialsTitle="Credentials"
        credentials={['GDPR compliant', '140 evolutionary steps']}
      />,
    );
    const list = screen.getByRole('list', { name: 'Credentials' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['GDPR compliant', '140 evolutionary steps']);
  });

  it('shows no empty list without credentials', () => {
    render(<ProfileCard name="NOVA" jobTitle="AI coach" bio="b" credentialsTitle="Credentials" />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText('Credentials')).not.toBeInTheDocument();
  });

  it('treats the portrait as decoration next to the name', () => {
    const { container } = render(
      <ProfileCard name="NOVA" jobTitle="r" bio="b" imageSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw=" />,
    );
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows a credential as often as it is given, also when they change (copy may repeat one)', () => {
    const card = (credentials: string[]) => (
      <ProfileCard name="NOVA" jobTitle="AI coach" bio="b" credentials={credentials} />
    );
    const shown = () => screen.getAllByRole('listitem').map((item) => item.textContent);
    const { rerender } = render(card(['Same', 'Same', 'Other']));
    expect(shown()).toEqual(['Same', 'Same', 'Other']);
    rerender(card(['Other', 'Same']));
    expect(shown()).toEqual(['Other', 'Same']);
  });
});
