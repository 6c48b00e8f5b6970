import { createFileRoute } from '@tanstack/react-router';
import { masterWuContent } from '../../../content/masterWu';
import { masterWuJsonLd } from '../-components/pagesB/jsonLd';
import { pageHead } from '../../../lib/seo';
import { MasterWuPage } from '../-components/MasterWuPage';

export const Route = createFileRoute('/{-$locale}/solutions/master-wu')({
  head: ({ match }) => pageHead(masterWuContent, match, { jsonLd: masterWuJsonLd(match) }),
  component: MasterWuPage,
});
