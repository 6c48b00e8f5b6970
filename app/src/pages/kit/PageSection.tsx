import {
  Callout,
  Container,
  Heading,
  Section,
  type SectionProps,
  type SectionTone,
  Stack,
  Text,
} from '@site/ui';
import type { ReactNode } from 'react';
import * as styles from './kit.css';

/**
 * One titled band of a page: the library's Section, Container and Heading in the order every page uses, so the
 * section's anchor (`/fuel#pricing`) and its region name come from the same id.
 */
export function PageSection({
  id,
  title,
  intro,
  introSize = 'md',
  tone = 'default',
  children,
}: {
  id: string;
  title: string;
  /** A paragraph under the title. */
  intro?: string;
  /** `lg` for pages whose sections open with a lead rather than a note. @default 'md' */
  introSize?: 'md' | 'lg';
  /** @default 'default' */
  tone?: SectionTone;
  children?: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} aria-labelledby={titleId} tone={tone}>
      <Container>
        <Stack gap="6">
          <Stack gap="3">
            <Heading level={2} id={titleId}>
              {title}
            </Heading>
            {intro && (
              <Text size={introSize} tone="muted" className={styles.sectionIntro}>
                {intro}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Container>
    </Section>
  );
}

/** An untitled band of a page, such as a call to action: the library's Section around a Container. */
export function PageBand({
  children,
  ...section
}: Pick<SectionProps, 'id' | 'tone' | 'spacing'> & { children: ReactNode }) {
  return (
    <Section {...section}>
      <Container>{children}</Container>
    </Section>
  );
}

/** The small print a page must show (what the product is not, how data is used), in a narrow band. */
export function DisclaimerBand({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <PageBand id={id} spacing="sm">
      <Callout title={title} headingLevel={2}>
        {children}
      </Callout>
    </PageBand>
  );
}
