import { createFileRoute } from '@tanstack/react-router';
import { lazyHead } from '../../lib/seo';
import { FuelPage } from '../../pages/fuel/FuelPage';

export const Route = createFileRoute('/{-$locale}/fuel')({
  head: lazyHead(() => import('../../pages/fuel/content').then((page) => page.fuelHead), 'fuel'),
  staticData: { hydration: 'islands' },
  component: FuelPage,
});
