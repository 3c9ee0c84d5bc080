/** Route module for adm-ads-list: placeholder until its issue lands. */
export function Component() {
  return <h1 className="h3">adm-ads-list</h1>;
}
