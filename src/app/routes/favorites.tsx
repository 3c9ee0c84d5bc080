import { FavoritesPage } from '@/features/favorites/favorites-page';

/** /favorites: the parts saved in this browser. */
export function Component() {
  return <FavoritesPage />;
}
