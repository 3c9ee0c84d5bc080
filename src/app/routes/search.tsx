/** Route module for search: placeholder until its issue lands. */
export function Component() {
  return <h1 className="h3">search</h1>;
}
