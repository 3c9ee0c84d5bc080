/** Route module for about: placeholder until its issue lands. */
export function Component() {
  return <h1 className="h3">about</h1>;
}
