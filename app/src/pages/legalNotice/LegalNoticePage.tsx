import { Hero, Text } from '@site/ui';
import { useLang } from '../../i18n/useLang';
import { formatDate } from '../../lib/format';
import { siteConfig } from '../../site-config';
import * as kit from '../kit/kit.css';
import { PageSection } from '../kit/bands';
import { PageLink } from '../kit/links';
import { Paragraphs } from '../kit/lists';
import { usePageCopy } from '../kit/pageCopy';
import { ProviderAddress } from '../kit/ProviderAddress';
import { legalNoticeContent } from './content';

/** The legal notice (Impressum): who provides the site, from the site settings, in the page's copy. */
export function LegalNoticePage() {
  const lang = useLang();
  const content = usePageCopy('legal-notice', legalNoticeContent);
  const { provider, register, vat, responsible, disputes } = content;
  const { legal } = siteConfig;
  const sections = [
    {
      id: 'register',
      title: register.title,
      lines: [
        register.text,
        `${register.courtLabel}: ${legal.register.court}`,
        `${register.numberLabel}: ${legal.register.number}`,
      ],
    },
    { id: 'vat', title: vat.title, lines: [`${vat.label}: ${legal.vatId}`] },
    { id: 'responsible', title: responsible.title, lines: [legal.contentResponsible, responsible.address] },
    { id: 'disputes', title: disputes.title, lines: [disputes.text] },
  ];
  return (
    <div>
      <Hero eyebrow={`${content.updatedLabel}: ${formatDate(legal.updated, lang)}`} title={content.heading} />
      <PageSection id="provider" title={provider.title} tone="sunken">
        <ProviderAddress
          representedBy={`${provider.representedByLabel}: ${legal.representatives.join(', ')}`}
          phoneLabel={provider.phoneLabel}
          emailLabel={provider.emailLabel}
        />
      </PageSection>
      {sections.map((section) => (
        <PageSection key={section.id} id={section.id} title={section.title}>
          <div className={kit.prose}>
            <Paragraphs items={section.lines} />
          </div>
        </PageSection>
      ))}
      <PageSection id="privacy" title={content.privacy.linkLabel} tone="sunken">
        <Text>
          {content.privacy.text}{' '}
          <PageLink to="/{-$locale}/privacy" variant="inline">
            {content.privacy.linkLabel}
          </PageLink>
          .
        </Text>
      </PageSection>
    </div>
  );
}
