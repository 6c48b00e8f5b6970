import { createFileRoute } from '@tanstack/react-router';
import { lazyHead } from '../../lib/seo';
import { LegalNoticePage } from '../../pages/legalNotice/LegalNoticePage';

export const Route = createFileRoute('/{-$locale}/legal-notice')({
  head: lazyHead(
    () => import('../../pages/legalNotice/content').then((page) => page.legalNoticeHead),
    'legal-notice',
  ),
  staticData: { hydration: 'islands' },
  component: LegalNoticePage,
});
