import { Hero, Link, Stack, Text } from '@site/ui';
import { useLang } from '../../i18n/useLang';
import { contactLinks, countryName, siteConfig } from '../../site-config';
import * as kit from '../kit/kit.css';
import { PageSection } from '../kit/bands';
import { PageContents } from '../kit/scrolling';
import { usePageCopy } from '../kit/pageCopy';
import { Paragraphs } from '../kit/lists';
import { termsOfServiceContent, termsSectionId } from './content';

export function TermsOfServicePage() {
  const lang = useLang();
  const content = usePageCopy('terms-of-service', termsOfServiceContent);
  const { address } = siteConfig;
  return (
    <div>
      <Hero eyebrow={content.dated} title={content.heading} lead={content.scope} />
      <PageContents
        label={content.tocLabel}
        entries={[
          ...content.sections.map((section, index) => ({ id: termsSectionId(index), label: section.title })),
          { id: 'contact', label: content.contact.title },
        ]}
      />
      {content.sections.map((section, index) => (
        <PageSection key={termsSectionId(index)} id={termsSectionId(index)} title={section.title}>
          <div className={kit.prose}>
            <Paragraphs items={section.paragraphs} />
          </div>
        </PageSection>
      ))}
      <PageSection id="contact" title={content.contact.title} tone="sunken">
        <Stack gap="2">
          <Text>{content.contact.text}</Text>
          <Text as="address">
            {siteConfig.brand}, {address.street}, {address.postalCode} {address.city}, {countryName(lang)}
          </Text>
          <Text>
            {content.contact.phoneLabel}: <Link href={contactLinks.phone}>{siteConfig.phone}</Link>
          </Text>
          <Text>
            {content.contact.emailLabel}: <Link href={contactLinks.email}>{siteConfig.email}</Link>
          </Text>
        </Stack>
      </PageSection>
    </div>
  );
}
