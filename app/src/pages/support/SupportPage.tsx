import { Container, Heading, Stack, Text } from '@site/ui';
import { supportContent } from './content';
import { SupportForm } from './SupportForm';
import { useLang } from '../../i18n/useLang';
import * as styles from '../../forms/formPage.css';

export function SupportPage() {
  const lang = useLang();
  const content = supportContent[lang];
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
          <SupportForm key={lang} content={content} lang={lang} />
        </div>
      </Stack>
    </Container>
  );
}
