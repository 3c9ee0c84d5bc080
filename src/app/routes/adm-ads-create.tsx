/** Route module for adm-ads-create: placeholder until its issue lands. */
export function Component() {
  return <h1 className="h3">adm-ads-create</h1>;
}
