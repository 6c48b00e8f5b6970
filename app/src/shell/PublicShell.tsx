import type { ReactNode } from 'react';
import { useLang, useT } from '../i18n/useLang';
import { Island } from '../islands/Island';
import { ChatWidget } from './ChatWidget';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';
import * as styles from './shell.css';

/** Header, footer and chat button around every public page (the forms hold the toast region). */
export function PublicShell({ children }: { children: ReactNode }) {
  const t = useT();
  const lang = useLang();
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        {t('nav.skipToContent')}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <Island name="chat" component={ChatWidget} props={{ lang }} needsScript />
      <ScrollToTop />
    </>
  );
}
