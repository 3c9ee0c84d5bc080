/** Route module for more-parts: placeholder until its issue lands. */
export function Component() {
  return <h1 className="h3">more-parts</h1>;
}
