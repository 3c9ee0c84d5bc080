import { HomePage } from '@/features/catalog/home-page';

/** / and /home. */
export function Component() {
  return <HomePage />;
}
