/** Route module for adm-ads-update: placeholder until its issue lands. */
export function Component() {
  return <h1 className="h3">adm-ads-update</h1>;
}
