/** Route module for adm-ads-statement: placeholder until its issue lands. */
export function Component() {
  return <h1 className="h3">adm-ads-statement</h1>;
}
