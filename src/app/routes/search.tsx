import { SearchResultsPage } from '@/features/search/search-results-page';

/** /search/{term}. */
export function Component() {
  return <SearchResultsPage />;
}
