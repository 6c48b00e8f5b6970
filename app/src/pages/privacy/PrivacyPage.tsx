import { Hero, Text } from '@site/ui';
import { useLang } from '../../i18n/useLang';
import { formatDate } from '../../lib/format';
import { siteConfig } from '../../site-config';
import * as kit from '../kit/kit.css';
import { PageSection } from '../kit/bands';
import { Paragraphs } from '../kit/lists';
import { usePageCopy } from '../kit/pageCopy';
import { ProviderAddress } from '../kit/ProviderAddress';
import { privacyContent, privacyFacts } from './content';

/** The privacy notice (Datenschutzerklärung): what the site stores, why, for how long, and the visitor's rights. */
export function PrivacyPage() {
  const lang = useLang();
  const content = usePageCopy('privacy', privacyContent);
  const facts = privacyFacts[lang];
  const { legal, email } = siteConfig;
  const { controller, rights } = content;
  const sections = [
    { id: 'survey', section: content.survey, fact: facts.survey },
    { id: 'support', section: content.support, fact: facts.support },
    { id: 'spam', section: content.spam, fact: facts.spam },
    { id: 'recipients', section: content.recipients },
    { id: 'cookies', section: content.cookies },
    { id: 'no-tracking', section: content.noTracking },
  ];
  return (
    <div>
      <Hero
        eyebrow={`${content.updatedLabel}: ${formatDate(legal.updated, lang)}`}
        title={content.heading}
        lead={content.lead}
      />
      <PageSection id="controller" title={controller.title} tone="sunken">
        <div className={kit.prose}>
          <Text>{controller.text}</Text>
          <ProviderAddress
            representedBy={`${controller.representedByLabel} ${legal.representatives.join(', ')}`}
            phoneLabel={controller.phoneLabel}
            emailLabel={controller.emailLabel}
          />
        </div>
      </PageSection>
      {sections.map(({ id, section, fact }) => (
        <PageSection key={id} id={id} title={section.title}>
          <div className={kit.prose}>
            <Paragraphs items={fact ? [...section.paragraphs, fact] : section.paragraphs} />
          </div>
        </PageSection>
      ))}
      <PageSection id="rights" title={rights.title}>
        <div className={kit.prose}>
          <Text>{`${rights.text} ${email}.`}</Text>
          <ul>
            {rights.items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: copy lists are positional, and published copy may repeat a text.
              <li key={index}>{item}</li>
            ))}
          </ul>
        </div>
      </PageSection>
    </div>
  );
}
