import { PrivacyPage } from '@/features/catalog/legal-pages';

/** /politica-de-privacidade. */
export function Component() {
  return <PrivacyPage />;
}
