/** Placeholder: the search box comes with the catalogue issue. */
export function SearchBox({ variant }: { variant: 'desktop' | 'mobile' }) {
  return <div data-variant={variant} />;
}
