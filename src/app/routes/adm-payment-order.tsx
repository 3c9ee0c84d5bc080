/** Route module for adm-payment-order: placeholder until its issue lands. */
export function Component() {
  return <h1 className="h3">adm-payment-order</h1>;
}
