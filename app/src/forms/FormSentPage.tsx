import { Container, Heading, Stack, Text } from '@site/ui';
import type { ReactNode } from 'react';
import * as styles from './forms.css';

/**
 * The page a form sent without script leads to once the server has stored it (api/src/forms/ answers `303` to
 * it): what the scripted form shows in place after sending, as a page of its own, and the way to the form again.
 */
export function FormSentPage({ heading, text, link }: { heading: string; text: string; link: ReactNode }) {
  return (
    <Container size="sm" className={styles.page}>
      <section className={styles.panel} aria-labelledby="form-sent-heading">
        <Stack gap="4">
          <Heading level={1} size="2xl" id="form-sent-heading">
            {heading}
          </Heading>
          <Text size="lg">{text}</Text>
          <div className={styles.actions}>{link}</div>
        </Stack>
      </section>
    </Container>
  );
}
