import { Container, Heading, Stack, Text } from '@site/ui';
import type { ReactNode } from 'react';
import * as styles from './forms.css';

/**
 * The page of a public form: its heading and intro over the form on a raised panel. The form is a real HTML form
 * the browser can send itself (api/src/forms/ answers it), so it works before its script has loaded, and without.
 */
export function FormPage({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Container size="sm" className={styles.page}>
      <Stack gap="6">
        <Stack gap="3">
          <Heading level={1} size="2xl">
            {heading}
          </Heading>
          <Text size="lg" tone="muted">
            {intro}
          </Text>
        </Stack>
        <div className={styles.panel}>{children}</div>
      </Stack>
    </Container>
  );
}
