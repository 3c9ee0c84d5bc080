/** Route module for contact: placeholder until its issue lands. */
export function Component() {
  return <h1 className="h3">contact</h1>;
}
