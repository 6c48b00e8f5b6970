import { Container, Link, type LinkProps, Section } from '@site/ui';
import { localePath } from '../../i18n/lang';
import { useLang, useT } from '../../i18n/useLang';
import { siteConfig } from '../../site-config';

type ExternalLinkProps = Omit<LinkProps, 'isExternal' | 'externalLabel'> & { href: string };

/** A link to another site: it opens in a new tab and says so in the page's language. */
export function ExternalLink(props: ExternalLinkProps) {
  const t = useT();
  return <Link {...props} isExternal externalLabel={t('common.opensInNewTab')} />;
}

/** The external scheduling page, where every "book" and "get in touch" button leads. */
export function SchedulingLink({ variant = 'primary', ...rest }: Omit<ExternalLinkProps, 'href'>) {
  return <ExternalLink {...rest} href={siteConfig.schedulingUrl} variant={variant} />;
}

/** A link to another page of the site in the current language. */
export function PageLink({ to, variant = 'standalone', ...rest }: Omit<LinkProps, 'href'> & { to: string }) {
  const lang = useLang();
  return <Link {...rest} href={localePath(lang, to)} variant={variant} />;
}

export function BackHomeLink() {
  const t = useT();
  return (
    <Section spacing="sm">
      <Container>
        <PageLink to="/">← {t('common.backHome')}</PageLink>
      </Container>
    </Section>
  );
}
