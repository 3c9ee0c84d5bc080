/** Route module for ads-subscribe: placeholder until its issue lands. */
export function Component() {
  return <h1 className="h3">ads-subscribe</h1>;
}
