import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Callout } from '../Callout/Callout';
import { CertificationBadge } from '../CertificationBadge/CertificationBadge';
import { CtaBanner } from '../CtaBanner/CtaBanner';
import { DashboardCard } from '../DashboardCard/DashboardCard';
import { EmptyState } from '../EmptyState/EmptyState';
import { ProfileCard } from '../ProfileCard/ProfileCard';

/** German titles as a page might really use them: single words wider than a phone's column. */
const cards: [string, ReactElement][] = [
  ['CtaBanner', <CtaBanner key="c" title="Kostenlose Unternehmensberatungsgespräche" />],
  [
    'DashboardCard',
    <DashboardCard
      key="d"
      title="Kundenzufriedenheitsbefragungsergebnisse"
      metricValue="94 %"
      metricLabel="zufrieden"
      onlineValue="32"
      onlineLabel="online"
      bars={[3, 5, 8, 6]}
    />,
  ],
  [
    'ProfileCard',
    <ProfileCard key="p" name="Dr. Friederike Unternehmensberaterin" jobTitle="Beraterin" bio="…" />,
  ],
  [
    'Callout',
    <Callout key="a" title="Datenschutzgrundverordnungsauskunft">
      Text
    </Callout>,
  ],
  [
    'CertificationBadge',
    <CertificationBadge key="b" name="Qualitätsmanagementzertifizierung" description="ISO" />,
  ],
  ['EmptyState', <EmptyState key="e" title="Keine Rechtsschutzversicherungsangebote" />],
];

describe('long German words on a 320 px phone', () => {
  it.each(cards)('%s wraps its title inside its box instead of running past the screen', (_, card) => {
    const { container } = render(
      <div lang="de" style={{ width: '288px' }}>
        {card}
      </div>,
    );
    const box = container.firstElementChild as HTMLElement;
    expect(box.scrollWidth).toBeLessThanOrEqual(288);
  });
});
