import { ProductPage } from '@/features/product/product-page';

/** /product/{url}. */
export function Component() {
  return <ProductPage />;
}
