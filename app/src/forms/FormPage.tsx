import { Container, Heading, Link, Stack, Text } from '@site/ui';
import type { ReactNode } from 'react';
import { useT } from '../i18n/useLang';
import { contactLinks, siteConfig } from '../site-config';
import { ScriptsFailedNote, WithoutScriptNote } from '../shell/WithoutScriptNote';
import * as styles from './forms.css';

/**
 * The page of a public form: its heading and intro over the form on a raised panel. The form (an island marked
 * `needsScript`) posts by script; without JavaScript, or when its scripts fail to load, the panel names the email
 * address and phone number instead.
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
  const t = useT();
  const contact = (
    <>
      <Link href={contactLinks.email}>{siteConfig.email}</Link>,{' '}
      <Link href={contactLinks.phone}>{siteConfig.phone}</Link>
    </>
  );
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
        <div className={styles.panel}>
          {children}
          <WithoutScriptNote>
            {t('noScript.form')} {contact}
          </WithoutScriptNote>
          <ScriptsFailedNote>
            {t('scriptsFailed.form')} {contact}
          </ScriptsFailedNote>
        </div>
      </Stack>
    </Container>
  );
}
