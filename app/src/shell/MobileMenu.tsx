import { Dialog, Heading, Link, Modal, ModalOverlay, Button } from 'react-aria-components';
import { Icon } from '@site/ui';
import { type Lang, localePath } from '../i18n/lang';
import { translatorFor } from '../i18n/messages';
import * as styles from './shell.css';

function MenuLink({
  href,
  current,
  children,
  onNavigate,
}: {
  href: string;
  current: boolean;
  children: string;
  onNavigate: () => void;
}) {
  return (
    <Link
      href={href}
      className={styles.navLink}
      aria-current={current ? 'page' : undefined}
      data-status={current ? 'active' : undefined}
      onPress={onNavigate}
    >
      {children}
    </Link>
  );
}

/** The mobile menu's drawer: the site's main links, closed by Escape, a click outside, × or choosing a link. */
export function MobileMenu({ lang, path, onClose }: { lang: Lang; path: string; onClose: () => void }) {
  const t = translatorFor(lang);
  const home = localePath(lang, '/');
  const links = [
    { href: localePath(lang, '/monthly'), label: t('nav.services') },
    { href: localePath(lang, '/about'), label: t('nav.about') },
  ];
  const within = (href: string) => path === href || path.startsWith(`${href}/`);
  return (
    <ModalOverlay
      className={styles.drawerOverlay}
      isDismissable
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <Modal className={styles.drawer}>
        <Dialog aria-labelledby="mobile-menu-title" style={{ outline: 'none' }}>
          <div className={styles.drawerHeader}>
            <Heading slot="title" id="mobile-menu-title" className={styles.drawerTitle}>
              {t('nav.menu')}
            </Heading>
            <Button className={styles.iconButton} slot="close" aria-label={t('nav.closeMenu')}>
              <Icon name="close" />
            </Button>
          </div>
          <nav aria-label={t('nav.main')} className={styles.drawerNav}>
            <MenuLink href={home} current={path === home} onNavigate={onClose}>
              {t('nav.home')}
            </MenuLink>
            {links.map((link) => (
              <MenuLink key={link.href} href={link.href} current={within(link.href)} onNavigate={onClose}>
                {link.label}
              </MenuLink>
            ))}
          </nav>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
