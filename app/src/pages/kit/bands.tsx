import {
  Callout,
  Container,
  CtaBanner,
  type CtaBannerProps,
  type CtaBannerTone,
  type FeatureItem,
  FeatureList,
  type FeatureListColumns,
  Heading,
  Hero,
  type HeroProps,
  type ProcessStep,
  ProcessSteps,
  Section,
  type SectionProps,
  type SectionTone,
  Stack,
  Text,
} from '@site/ui';
import type { ReactNode } from 'react';
import * as styles from './kit.css';

/** A page's hero from the eyebrow, heading and lead its content module gives it. */
export function PageHero({
  copy,
  ...hero
}: Omit<HeroProps, 'title' | 'eyebrow' | 'lead'> & {
  copy: { eyebrow?: string; heading: string; lead: string };
}) {
  return <Hero {...hero} eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead} />;
}

/**
 * One titled band of a page: the library's Section, Container and Heading in the order every page uses, so the
 * section's anchor (`/fuel#pricing`) and its region name come from the same id.
 */
export function PageSection({
  id,
  title,
  lead,
  intro,
  tone = 'default',
  children,
}: {
  id: string;
  title: string;
  /** A large paragraph under the title, for sections that open with a statement. */
  lead?: string;
  /** A short paragraph under the title, in body size. */
  intro?: string;
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
            {lead && (
              <Text size="lg" tone="muted" className={styles.sectionIntro}>
                {lead}
              </Text>
            )}
            {intro && (
              <Text tone="muted" className={styles.sectionIntro}>
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

interface SectionCopy {
  title: string;
  lead?: string;
}

/** A titled band of what a product offers or brings (features, benefits), each with a title and a line. */
export function FeatureSection({
  id,
  copy,
  columns,
  tone,
}: {
  id: string;
  copy: SectionCopy & { items: readonly FeatureItem[] };
  columns: FeatureListColumns;
  tone?: SectionTone;
}) {
  return (
    <PageSection id={id} title={copy.title} lead={copy.lead} tone={tone}>
      <FeatureList items={copy.items} columns={columns} />
    </PageSection>
  );
}

/** A titled band with the steps of how something works, in order. */
export function StepsSection({
  id,
  copy,
  tone,
}: {
  id: string;
  copy: SectionCopy & { steps: readonly ProcessStep[] };
  tone?: SectionTone;
}) {
  return (
    <PageSection id={id} title={copy.title} lead={copy.lead} tone={tone}>
      <ProcessSteps steps={copy.steps} />
    </PageSection>
  );
}

/** A page's call to action in a band of its own: the library's CtaBanner with its copy. */
export function CtaBand({
  id,
  tone,
  spacing,
  copy,
  bannerTone,
  ...banner
}: Pick<SectionProps, 'id' | 'tone' | 'spacing'> &
  Pick<CtaBannerProps, 'actions' | 'note'> & {
    copy: { title: string; text: string };
    /** The banner's own colours. @default 'accent' */
    bannerTone?: CtaBannerTone;
  }) {
  return (
    <Section id={id} tone={tone} spacing={spacing}>
      <Container>
        <CtaBanner {...banner} tone={bannerTone} title={copy.title} text={copy.text} />
      </Container>
    </Section>
  );
}

/** The small print a page must show (what the product is not, how data is used), in a narrow band. */
export function DisclaimerBand({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <Section id={id} spacing="sm">
      <Container>
        <Callout title={title} headingLevel={2}>
          {children}
        </Callout>
      </Container>
    </Section>
  );
}
