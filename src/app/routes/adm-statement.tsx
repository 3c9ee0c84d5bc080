/** Route module for adm-statement: placeholder until its issue lands. */
export function Component() {
  return <h1 className="h3">adm-statement</h1>;
}
