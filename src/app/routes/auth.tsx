/** Route module for auth: placeholder until its issue lands. */
export function Component() {
  return <h1 className="h3">auth</h1>;
}
