import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/seo';
import { FuelPage } from '../../pages/fuel/FuelPage';

export const Route = createFileRoute('/{-$locale}/fuel')({
  // Page copy loads with the page's own chunk, not with the entry that every page shares.
  head: async ({ match }) => {
    const { fuelContent } = await import('../../pages/fuel/content');
    return pageHead(fuelContent, match);
  },
  component: FuelPage,
});
