/** Route module for adm-engagement: placeholder until its issue lands. */
export function Component() {
  return <h1 className="h3">adm-engagement</h1>;
}
