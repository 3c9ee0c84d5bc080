import { TermsPage } from '@/features/catalog/legal-pages';

/** /termos-de-uso. */
export function Component() {
  return <TermsPage />;
}
