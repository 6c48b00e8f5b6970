import { Link } from '@tanstack/react-router';
import { localeParams } from '../i18n/lang';
import { useLang, useT } from '../i18n/useLang';
import { siteConfig } from '../site-config';
import * as styles from './shell.css';

const socialIcons: Record<(typeof siteConfig.social)[number]['name'], string> = {
  LinkedIn:
    'M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h4v2c.6-1.1 2-2.3 4-2.3 4 0 4.7 2.6 4.7 6V21h-4v-5.5c0-1.4 0-3.2-2-3.2s-2.3 1.5-2.3 3.1V21h-4z',
  Instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  Facebook: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6z',
  X: 'M4 4l6.5 8.6L4.3 20H6l5.4-6.2L16 20h4l-6.8-9.1L19 4h-1.7l-5 5.7L8 4z',
};

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
                  <span className={styles.srOnly}>
                    {social.name} {t('common.opensInNewTab')}
                  </span>
                  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
                    <path d={socialIcons[social.name]} />
                  </svg>
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
              <span className={styles.srOnly}>{t('footer.address')}: </span>
              {address.street}, {address.postalCode} {address.city}
            </span>
            <a className={styles.footerLink} href={`tel:${siteConfig.phone.replace(/\s+/g, '')}`}>
              <span className={styles.srOnly}>{t('footer.phone')}: </span>
              {siteConfig.phone}
            </a>
            <a className={styles.footerLink} href={`mailto:${siteConfig.email}`}>
              <span className={styles.srOnly}>{t('footer.email')}: </span>
              {siteConfig.email}
            </a>
          </address>
        </div>
      </div>
      <div className={styles.footerBottom}>
        <p>
          © 2024 {siteConfig.brand}. {t('footer.rights')}
        </p>
        <Link to="/{-$locale}/terms-of-service" params={params} className={styles.footerLink}>
          {t('footer.terms')}
        </Link>
      </div>
    </footer>
  );
}
