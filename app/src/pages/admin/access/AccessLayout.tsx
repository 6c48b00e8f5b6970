import { Button, Card, Heading, Stack, Switch, Text } from '@site/ui';
import { type ReactNode, useEffect } from 'react';
import { useAdminLang } from '../adminLanguage';
import { useAdminT } from '../adminMessages';
import { needsScriptMark } from '../../../islands/withoutScript';
import { useTheme } from '../../../lib/theme';
import * as styles from './access.css';

/** The frame of the pages reached before signing in: the brand, a language choice and one card. */
export function AccessLayout({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const t = useAdminT();
  const { lang } = useAdminLang();
  // The sign-in page is an island without the app's root, which sets the language everywhere else.
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    <div className={styles.page}>
      <title>{`${title} | ${t('shell.brand')}`}</title>
      <header className={styles.header}>
        <Text weight="semibold">{t('shell.brand')}</Text>
        <Stack direction="row" gap="3" align="center" wrap>
          <AdminThemeSwitch />
          <AdminLanguageSwitch />
        </Stack>
      </header>
      <main lang={lang} className={styles.main}>
        <Card as="section" className={styles.card}>
          <Stack gap="5">
            <Stack gap="2">
              <Heading level={1} size="lg">
                {title}
              </Heading>
              {lead ? <Text tone="muted">{lead}</Text> : null}
            </Stack>
            {children}
          </Stack>
        </Card>
      </main>
    </div>
  );
}

/**
 * Switches between the light and the dark theme, as the public header's switch does and with the same stored
 * choice (`lib/theme`), so the site and the admin area always agree.
 */
export function AdminThemeSwitch() {
  const t = useAdminT();
  const { theme, setTheme } = useTheme();
  return (
    <Switch
      isSelected={theme === 'dark'}
      onChange={(dark) => setTheme(dark ? 'dark' : 'light')}
      {...needsScriptMark}
    >
      {t('shell.darkTheme')}
    </Switch>
  );
}

/** Switches the admin area between English and German; it names the other language in that language. */
export function AdminLanguageSwitch() {
  const t = useAdminT();
  const { lang, setLang } = useAdminLang();
  return (
    // Named by its visible text (WCAG 2.5.3), the other language's name in that language.
    <Button
      variant="ghost"
      size="sm"
      onPress={() => setLang(lang === 'en' ? 'de' : 'en')}
      {...needsScriptMark}
    >
      <span lang={lang === 'en' ? 'de' : 'en'}>{t('shell.language')}</span>
    </Button>
  );
}
