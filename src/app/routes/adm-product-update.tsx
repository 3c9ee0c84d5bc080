import { ProductUpdate } from '@/features/adm-products/product-update';

/** /adm/productUpdate (productId in navigation state, ?id= as the reload fallback). */
export function Component() {
  return <ProductUpdate />;
}
