/** Route module for payment: placeholder until its issue lands. */
export function Component() {
  return <h1 className="h3">payment</h1>;
}
