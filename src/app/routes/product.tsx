/** Route module for product: placeholder until its issue lands. */
export function Component() {
  return <h1 className="h3">product</h1>;
}
