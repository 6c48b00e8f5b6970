import type { ReactNode } from 'react';
import { useLang, useT } from '../i18n/useLang';
import { Island } from '../islands/Island';
import { ChatWidget } from './ChatWidget';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';
import { SiteToasts } from './SiteToasts';
import * as styles from './shell.css';

/** Header, footer, chat button and toast region around every public page. */
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
      <Island name="chat" component={ChatWidget} props={{ lang }} />
      <SiteToasts />
      <ScrollToTop />
    </>
  );
}
