import { Hero, Text } from '@site/ui';
import { useLang } from '../../i18n/useLang';
import * as kit from '../kit/kit.css';
import { PageSection } from '../kit/bands';
import { ProviderAddress } from '../kit/ProviderAddress';
import { privacyContent } from './content';

/** The privacy notice (Datenschutzerklärung): what the site stores, why, for how long, and the visitor's rights. */
export function PrivacyPage() {
  const content = privacyContent[useLang()];
  const { controller } = content;
  return (
    <div>
      <Hero eyebrow={content.updated} title={content.heading} lead={content.lead} />
      <PageSection id="controller" title={controller.title} tone="sunken">
        <div className={kit.prose}>
          <Text>{controller.text}</Text>
          <ProviderAddress
            representedBy={controller.representedBy}
            phoneLabel={controller.phoneLabel}
            emailLabel={controller.emailLabel}
          />
        </div>
      </PageSection>
      {content.sections.map((section) => (
        <PageSection key={section.id} id={section.id} title={section.title}>
          <div className={kit.prose}>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
            {section.items ? (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </PageSection>
      ))}
    </div>
  );
}
