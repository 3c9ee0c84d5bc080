import { ProductList } from '@/features/adm-products/product-list';

/** /adm/productList. */
export function Component() {
  return <ProductList />;
}
