import { createFileRoute } from '@tanstack/react-router';
import {
  ProductPageRoute,
  productPageHead,
  requireProductPage,
} from '../../../pages/productTemplate/productPageRoute';

export const Route = createFileRoute('/{-$locale}/solutions/$slug')({
  beforeLoad: requireProductPage,
  head: productPageHead,
  staticData: { hydration: 'islands' },
  component: ProductPageRoute,
});
