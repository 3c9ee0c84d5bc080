/** Route module for signup: placeholder until its issue lands. */
export function Component() {
  return <h1 className="h3">signup</h1>;
}
