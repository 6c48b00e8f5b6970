import { Icon, visuallyHidden } from '@site/ui';
import { Link } from '@tanstack/react-router';
import { localeParams } from '../i18n/lang';
import { useLang, useT } from '../i18n/useLang';
import { contactLinks, siteConfig } from '../site-config';
import * as styles from './shell.css';

const socialIcon = { LinkedIn: 'linkedin', Instagram: 'instagram', Facebook: 'facebook', X: 'x' } as const;

export function Footer() {
  const t = useT();
  const lang = useLang();
  const params = localeParams(lang);
  const { address } = siteConfig;
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div>
          <p className={styles.footerHeading}>{siteConfig.brand}</p>
          <p className={styles.footerText}>{t('footer.blurb')}</p>
          <ul className={styles.socialList} aria-label={t('footer.social')}>
            {siteConfig.social.map((social) => (
              <li key={social.name}>
                <a className={styles.iconButton} href={social.href} target="_blank" rel="noopener noreferrer">
                  <span className={visuallyHidden}>
                    {social.name} {t('common.opensInNewTab')}
                  </span>
                  <Icon name={socialIcon[social.name]} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-resources">
          <p id="footer-resources" className={styles.footerHeading}>
            {t('footer.resources')}
          </p>
          <ul className={styles.footerList}>
            <li>
              <Link to="/{-$locale}/support" params={params} className={styles.footerLink}>
                {t('footer.support')}
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/survey" params={params} className={styles.footerLink}>
                {t('footer.survey')}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <p className={styles.footerHeading}>{t('footer.contact')}</p>
          <address className={styles.address}>
            <span>
              <span className={visuallyHidden}>{t('footer.address')}: </span>
              {address.street}, {address.postalCode} {address.city}
            </span>
            <a className={styles.footerLink} href={contactLinks.phone}>
              <span className={visuallyHidden}>{t('footer.phone')}: </span>
              {siteConfig.phone}
            </a>
            <a className={styles.footerLink} href={contactLinks.email}>
              <span className={visuallyHidden}>{t('footer.email')}: </span>
              {siteConfig.email}
            </a>
          </address>
        </div>
      </div>
      <div className={styles.footerBottom}>
        <p>
          © 2024 {siteConfig.brand}. {t('footer.rights')}
        </p>
        <nav aria-label={t('footer.legal')}>
          <ul className={styles.legalLinks}>
            <li>
              <Link to="/{-$locale}/terms-of-service" params={params} className={styles.footerLink}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/privacy" params={params} className={styles.footerLink}>
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/legal-notice" params={params} className={styles.footerLink}>
                {t('footer.legalNotice')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
