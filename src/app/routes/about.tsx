import { AboutPage } from '@/features/catalog/about-page';

/** /about. */
export function Component() {
  return <AboutPage />;
}
