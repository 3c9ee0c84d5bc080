/** Route module for adm-product-update: placeholder until its issue lands. */
export function Component() {
  return <h1 className="h3">adm-product-update</h1>;
}
