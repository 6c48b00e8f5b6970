import { createFileRoute } from '@tanstack/react-router';
import { novaContent, novaJsonLd } from '../../../content/nova';
import { langFromPathname } from '../../../i18n/lang';
import { pageHead } from '../../../lib/seo';
import { NovaPage } from '../-components/NovaPage';

export const Route = createFileRoute('/{-$locale}/solutions/nova')({
  head: ({ match }) => pageHead(novaContent, match, { jsonLd: novaJsonLd(langFromPathname(match.pathname)) }),
  component: NovaPage,
});
