/** Route module for subscription: placeholder until its issue lands. */
export function Component() {
  return <h1 className="h3">subscription</h1>;
}
