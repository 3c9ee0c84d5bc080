/** Route module for home: placeholder until its issue lands. */
export function Component() {
  return <h1 className="h3">home</h1>;
}
