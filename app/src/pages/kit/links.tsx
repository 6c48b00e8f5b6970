import { Container, Link, type LinkProps, Section } from '@site/ui';
import type { ReactNode } from 'react';
import { localeParams } from '../../i18n/lang';
import { useLang, useT } from '../../i18n/useLang';
import { AppLink, type PagePath } from '../../lib/link';
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

/** A link to another page of the site, in the language being shown. */
export function PageLink({
  to,
  variant = 'standalone',
  ...rest
}: Omit<LinkProps, 'href' | 'ref' | 'children'> & { to: PagePath; children: ReactNode }) {
  return (
    <AppLink
      {...rest}
      to={to}
      params={localeParams(useLang())}
      // Only a link to this very page is the current one (`/en` is not current on every English page).
      activeOptions={{ exact: true }}
      variant={variant}
    />
  );
}

export function BackHomeLink() {
  const t = useT();
  return (
    <Section spacing="sm">
      <Container>
        <PageLink to="/{-$locale}">← {t('common.backHome')}</PageLink>
      </Container>
    </Section>
  );
}
