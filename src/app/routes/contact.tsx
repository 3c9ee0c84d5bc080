import { ContactPage } from '@/features/catalog/contact-page';

/** /contact. */
export function Component() {
  return <ContactPage />;
}
