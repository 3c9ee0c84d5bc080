/** Route module for adm-product-create: placeholder until its issue lands. */
export function Component() {
  return <h1 className="h3">adm-product-create</h1>;
}
