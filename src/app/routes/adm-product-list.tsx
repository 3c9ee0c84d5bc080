/** Route module for adm-product-list: placeholder until its issue lands. */
export function Component() {
  return <h1 className="h3">adm-product-list</h1>;
}
