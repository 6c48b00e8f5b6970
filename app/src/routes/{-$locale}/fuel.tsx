import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/seo';
import { FuelPage } from './-components/FuelPage';

export const Route = createFileRoute('/{-$locale}/fuel')({
  // Page copy loads with the page's own chunk, not with the entry that every page shares.
  head: async ({ match }) => {
    const { fuelContent } = await import('../../content/fuel');
    return pageHead(fuelContent, match);
  },
  component: FuelPage,
});
