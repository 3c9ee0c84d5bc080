import { ProductCreate } from '@/features/adm-products/product-create';

/** /adm/productCreate. */
export function Component() {
  return <ProductCreate />;
}
