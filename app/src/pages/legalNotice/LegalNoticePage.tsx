import { Hero, Text } from '@site/ui';
import { useLang } from '../../i18n/useLang';
import * as kit from '../kit/kit.css';
import { PageSection } from '../kit/bands';
import { PageLink } from '../kit/links';
import { ProviderAddress } from '../kit/ProviderAddress';
import { legalNoticeContent } from './content';

/** The legal notice (Impressum): who provides the site, from the site settings. */
export function LegalNoticePage() {
  const content = legalNoticeContent[useLang()];
  const { provider } = content;
  return (
    <div>
      <Hero eyebrow={content.updated} title={content.heading} />
      <PageSection id="provider" title={provider.title} tone="sunken">
        <ProviderAddress
          representedBy={provider.representedBy}
          phoneLabel={provider.phoneLabel}
          emailLabel={provider.emailLabel}
        />
      </PageSection>
      {content.sections.map((section) => (
        <PageSection key={section.id} id={section.id} title={section.title}>
          <div className={kit.prose}>
            {section.lines.map((line) => (
              <Text key={line}>{line}</Text>
            ))}
          </div>
        </PageSection>
      ))}
      <PageSection id="privacy" title={content.privacy.link} tone="sunken">
        <Text>
          {content.privacy.text}{' '}
          <PageLink to="/{-$locale}/privacy" variant="inline">
            {content.privacy.link}
          </PageLink>
          .
        </Text>
      </PageSection>
    </div>
  );
}
