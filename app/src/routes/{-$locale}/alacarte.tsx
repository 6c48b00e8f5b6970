import { createFileRoute } from '@tanstack/react-router';
import { alacarteContent } from '../../content/alacarte';
import { alacarteJsonLd } from './-components/pagesB/jsonLd';
import { pageHead } from '../../lib/seo';
import { AlacartePage } from './-components/AlacartePage';

export const Route = createFileRoute('/{-$locale}/alacarte')({
  head: ({ match }) => pageHead(alacarteContent, match, { jsonLd: alacarteJsonLd(match) }),
  component: AlacartePage,
});
