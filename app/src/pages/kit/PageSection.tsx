import { Container, Heading, Section, type SectionTone, Stack, Text } from '@site/ui';
import type { ReactNode } from 'react';
import * as styles from './pageSection.css';

/**
 * One titled band of a sales page: the library's Section + Container + Heading in the order every page uses, so
 * the section's anchor (`/fuel#pricing`) and its region name come from the same id.
 */
export function PageSection({
  id,
  title,
  intro,
  tone = 'default',
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  tone?: SectionTone;
  children?: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <Section id={id} aria-labelledby={headingId} tone={tone}>
      <Container>
        <Stack gap="6">
          <Stack gap="3" className={styles.intro}>
            <Heading level={2} id={headingId}>
              {title}
            </Heading>
            {intro && <Text tone="muted">{intro}</Text>}
          </Stack>
          {children}
        </Stack>
      </Container>
    </Section>
  );
}
