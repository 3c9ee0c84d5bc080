import { ImportPage } from '@/features/adm-products/import/import-page';

/** /adm/productImport. */
export function Component() {
  return <ImportPage />;
}
