import { createFileRoute } from '@tanstack/react-router';
import { marcusStormContent } from '../../content/marcusStorm';
import { pageHead } from '../../lib/seo';
import { MarcusStormPage } from './-components/MarcusStormPage';

export const Route = createFileRoute('/{-$locale}/marcus-storm')({
  head: ({ match }) => pageHead(marcusStormContent, match),
  component: MarcusStormPage,
});
