import { Container, Heading, Stack, Text } from '@site/ui';
import { surveyContent } from './content';
import { SurveyForm } from './SurveyForm';
import { useLang } from '../../i18n/useLang';
import * as styles from '../../forms/formPage.css';

export function SurveyPage() {
  const lang = useLang();
  const content = surveyContent[lang];
  return (
    <Container size="sm" className={styles.page}>
      <Stack gap="6">
        <Stack gap="3">
          <Heading level={1} size="2xl">
            {content.heading}
          </Heading>
          <Text size="lg" tone="muted">
            {content.intro}
          </Text>
        </Stack>
        <div className={styles.panel}>
          {/* Keyed by language so switching language starts the form over in the new language. */}
          <SurveyForm key={lang} content={content} lang={lang} />
        </div>
      </Stack>
    </Container>
  );
}
