import { FaqPage } from '@/features/catalog/faq-page';

/** /faq. */
export function Component() {
  return <FaqPage />;
}
