/** Route module for ads-payment: placeholder until its issue lands. */
export function Component() {
  return <h1 className="h3">ads-payment</h1>;
}
