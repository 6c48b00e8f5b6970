import { createFileRoute } from '@tanstack/react-router';
import { fuelContent } from '../../content/fuel';
import { pageHead } from '../../lib/seo';
import { FuelPage } from './-components/FuelPage';

export const Route = createFileRoute('/{-$locale}/fuel')({
  head: ({ match }) => pageHead(fuelContent, match),
  component: FuelPage,
});
